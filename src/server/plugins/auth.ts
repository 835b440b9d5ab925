import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@shared/auth/auth.schemas';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import { APPROVAL_TOKEN_HEADER } from '@shared/shop-staff/permissions';
import type { Deps } from '../deps';
import { ACCOUNT_DEACTIVATED, SESSION_END_MESSAGES } from '@shared/auth/session-end';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import { endedByDeactivation, findSessionUser, type UserRow } from '../domain/accounts/sessions';
import { findStaffSession, isStaffToken, markWorked } from '../domain/shop-staff/staff-sessions';
import { refuseStaff, staffDeactivated } from '../domain/shop-staff/refusals';
import { ANY_STAFF, approvableInService, staffPermissionFor } from './staff-permissions';

export interface AuthContext {
  /** The account: for a staff session, the shop's owner account it works for. */
  user: UserRow;
  /** The owner's session (for a staff session, the one it was opened under). */
  sessionId: string;
  /** Who is at the till in a staff session; null for the account's own session. */
  staff: StaffIdentity | null;
  staffSessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // The scheme is case-insensitive (RFC 9110 section 11.1).
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Marks a guard hook, so the OpenAPI document can declare its 401 and 403 answers. */
export const GUARD_ROLES = Symbol('guardRoles');

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Found = Omit<AuthContext, 'staff'> & { staff?: StaffIdentity };

/** A staff token's live session, else the account's own; null when neither opens. */
async function findSession({ db, caches }: Pick<Deps, 'db' | 'caches'>, token: string) {
  if (isStaffToken(token)) {
    const staff = await findStaffSession(db, token);
    if (staff.found) return staff satisfies Found;
    if (staff.deactivated) throw staffDeactivated();
  }
  return (await findSessionUser(db, token, caches?.sessions)) satisfies Found | null;
}

/**
 * A preHandler that admits a live session whose role is one of `roles`
 * (super_admin passes every guard; no roles = any signed-in user). A staff session passes only
 * routes that name the permission it has (plugins/staff-permissions.ts: default deny).
 */
export function requireRole(deps: Pick<Deps, 'db' | 'caches'>, ...roles: Role[]) {
  return Object.assign(guard, { [GUARD_ROLES]: roles });
  async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const found = await findSession(deps, token);
    if (!found) {
      if (await endedByDeactivation(deps.db, token)) {
        throw new AppError('UNAUTHENTICATED', SESSION_END_MESSAGES.deactivated, {
          reason: ACCOUNT_DEACTIVATED,
        });
      }
      throw unauthenticated('Your session has ended. Please sign in again.');
    }
    const { user } = found;
    if (roles.length > 0 && user.role !== 'super_admin' && !roles.includes(user.role)) {
      throw forbidden('You do not have access to this area');
    }
    const staff = 'staff' in found ? found.staff : null;
    if (staff) {
      const { method, routeOptions } = request;
      const needed = staffPermissionFor(method, routeOptions.url);
      const approved =
        approvableInService(method, routeOptions.url) && approvalTokenOf(request) !== undefined;
      if (!needed || (needed !== ANY_STAFF && !staff.permissions.includes(needed) && !approved)) {
        throw refuseStaff(needed);
      }
      if (WRITES.has(request.method) && 'lastWorkedAt' in found) {
        await markWorked(deps.db, staff.id, found.lastWorkedAt);
      }
    }
    request.auth = {
      user,
      sessionId: found.sessionId,
      staff,
      ...('staffSessionId' in found ? { staffSessionId: found.staffSessionId } : {}),
    };
  }
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}

/** The merchant scope of a guarded merchant route: taken from the session, never the request. */
export const merchantIdOf = (request: FastifyRequest) => currentUser(request).id;

/** Who is at the till: the staff member of a staff session, or null for the owner. */
export const staffOf = (request: FastifyRequest): StaffIdentity | null =>
  request.auth?.staff ?? null;

/** The Approval-Token header of an action a staff member had approved, if any. */
export function approvalTokenOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[APPROVAL_TOKEN_HEADER];
  return Array.isArray(raw) ? raw[0] : raw;
}
