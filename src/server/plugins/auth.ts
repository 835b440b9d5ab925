import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@shared/auth/auth.schemas';
import type { Deps } from '../deps';
import { ACCOUNT_DEACTIVATED, SESSION_END_MESSAGES } from '@shared/auth/session-end';
import { AppError, forbidden, unauthenticated } from '../lib/app-error';
import { endedByDeactivation, findSessionUser, type UserRow } from '../domain/accounts/sessions';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
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

/**
 * A preHandler that admits a live session whose role is one of `roles`
 * (super_admin passes every guard; no roles = any signed-in user).
 */
export function requireRole({ db, caches }: Pick<Deps, 'db' | 'caches'>, ...roles: Role[]) {
  return Object.assign(guard, { [GUARD_ROLES]: roles });
  async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const found = await findSessionUser(db, token, caches?.sessions);
    if (!found) {
      if (await endedByDeactivation(db, token)) {
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
    request.auth = { user, sessionId: found.sessionId };
  }
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}

/** The merchant scope of a guarded merchant route: taken from the session, never the request. */
export const merchantIdOf = (request: FastifyRequest) => currentUser(request).id;
