import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import type { Db, Tx } from '../../db/client';
import { sessions, shopStaff, staffSessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import type { UserRow } from '../accounts/sessions';

/**
 * Staff tokens start with this, so the guard looks them up first; an owner token that happens
 * to start with it (about one in 10^11) is still found by the owner lookup after.
 */
export const STAFF_TOKEN_PREFIX = 'staff_';
const STAFF_SESSION_HOURS = 12;

export const isStaffToken = (token: string) => token.startsWith(STAFF_TOKEN_PREFIX);

/** A staff session opened under a live owner session: it ends when that session ends. */
export async function createStaffSession(
  db: Db | Tx,
  session: { staffId: string; merchantId: string; ownerSessionId: string },
) {
  const token = `${STAFF_TOKEN_PREFIX}${randomToken()}`;
  await db.insert(staffSessions).values({
    ...session,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3_600_000),
  });
  return token;
}

export type StaffSessionLookup =
  | {
      found: true;
      user: UserRow;
      sessionId: string;
      staffSessionId: string;
      staff: StaffIdentity;
      lastWorkedAt: Date | null;
    }
  | { found: false; deactivated: boolean };

/**
 * One query on every request (no cache, so a deactivation or the owner's logout ends the
 * session at once on every server): the staff session, its owner session, the shop and the person.
 */
export async function findStaffSession(db: Db, token: string): Promise<StaffSessionLookup> {
  const [row] = await db
    .select({
      staffSessionId: staffSessions.id,
      sessionId: sessions.id,
      user: users,
      staff: {
        id: shopStaff.id,
        name: shopStaff.name,
        role: shopStaff.role,
        permissions: shopStaff.permissions,
        isActive: shopStaff.isActive,
        lastWorkedAt: shopStaff.lastWorkedAt,
      },
      live: sql<boolean>`(${staffSessions.revokedAt} is null and ${staffSessions.expiresAt} > now()
        and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now()
        and ${users.isActive} and ${users.deletedAt} is null)`,
    })
    .from(staffSessions)
    .innerJoin(sessions, eq(sessions.id, staffSessions.ownerSessionId))
    .innerJoin(users, eq(users.id, staffSessions.merchantId))
    .innerJoin(
      shopStaff,
      and(eq(shopStaff.id, staffSessions.staffId), eq(shopStaff.merchantId, users.id)),
    )
    .where(eq(staffSessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return { found: false, deactivated: false };
  if (!row.staff.isActive) return { found: false, deactivated: true };
  if (!row.live) return { found: false, deactivated: false };
  const { isActive: _isActive, lastWorkedAt, ...staff } = row.staff;
  return {
    found: true,
    user: row.user,
    sessionId: row.sessionId,
    staffSessionId: row.staffSessionId,
    staff,
    lastWorkedAt,
  };
}

/** lastWorkedAt moves at most once a minute: most requests write nothing for it. */
const WORKED_STEP_MS = 60_000;

/** Marks a person as working now, when their last mark is older than a minute. */
export async function markWorked(db: Db, staffId: string, lastWorkedAt: Date | null) {
  if (lastWorkedAt && Date.now() - lastWorkedAt.getTime() < WORKED_STEP_MS) return;
  await db
    .update(shopStaff)
    .set({ lastWorkedAt: sql`now()` })
    .where(eq(shopStaff.id, staffId));
}

const liveSessions = isNull(staffSessions.revokedAt);

export async function revokeStaffSession(db: Db | Tx, staffSessionId: string) {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.id, staffSessionId), liveSessions));
}

/** A deactivated person's sessions end with them (the guard refuses them anyway). */
export async function revokeSessionsOfStaff(db: Db | Tx, staffId: string) {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), liveSessions));
}

/** The owner's logout ends the staff sessions opened under that session. */
export async function revokeStaffSessionsUnder(db: Db | Tx, ownerSessionId: string) {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.ownerSessionId, ownerSessionId), liveSessions));
}
