import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionCache } from '../../cache/session-cache';
import { randomToken, sha256 } from '../../lib/crypto';

export type UserRow = typeof users.$inferSelect;

export interface SessionContext {
  ipAddress?: string;
  userAgent?: string;
}

/**
 * Session times are the real clock, as the lookup's SQL `now()` is: the
 * development clock (PUT /api/dev/clock) must never stretch a session.
 */
export async function createSession(
  db: Db,
  userId: string,
  hours: number,
  context: SessionContext,
) {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(Date.now() + hours * 3_600_000),
    ipAddress: context.ipAddress,
    userAgent: context.userAgent?.slice(0, 300),
  });
  return token;
}

/**
 * A live session of an active, undeleted user: one query, or none when the
 * session cache holds it (see cache/session-cache).
 */
export async function findSessionUser(db: Db, token: string, cache?: SessionCache) {
  const tokenHash = sha256(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  cache?.store(tokenHash, mark, row);
  return row;
}

/**
 * True when a token that no longer opens a session belongs to an account an admin deactivated
 * (not deleted): asked only after the lookup failed, so the refusal can say why.
 */
export async function endedByDeactivation(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ isActive: users.isActive })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(users.deletedAt)))
    .limit(1);
  return row?.isActive === false;
}

export async function revokeSession(db: Db | Tx, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Deactivating an account ends every session it has, at once. */
export async function revokeUserSessions(db: Db | Tx, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
