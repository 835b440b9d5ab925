import type { FastifyRequest } from 'fastify';
import type { Role } from '@shared/auth/auth.schemas';
import type { Db, Tx } from '../db/client';
import { adminLogs } from '../db/schema/index';

/** Who did an admin action and from where: taken from the request, never from input. */
export interface AdminActor {
  id: string;
  role: Role;
  ipAddress: string | null;
  userAgent: string | null;
}

export function adminActorOf(request: FastifyRequest): AdminActor {
  if (!request.auth) throw new Error('adminActorOf needs a guarded route');
  return {
    id: request.auth.user.id,
    role: request.auth.user.role,
    ipAddress: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  };
}

export interface AdminLogEntry {
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
}

/** One audit row per admin action, written in the action's own transaction. */
export async function writeAdminLog(db: Db | Tx, actor: AdminActor, entry: AdminLogEntry) {
  await db.insert(adminLogs).values({
    userId: actor.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? null,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
  });
}
