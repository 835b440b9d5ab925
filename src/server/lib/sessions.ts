import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { randomToken, sha256 } from './crypto';

export type UserRow = typeof users.$inferSelect;

export interface SessionContext {
  ipAddress?: string;
  userAgent?: string;
}

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

/** One query: a live session of an active, undeleted user. */
export async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Deactivating an account ends every session it has, at once. */
export async function revokeUserSessions(db: Db | Tx, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
