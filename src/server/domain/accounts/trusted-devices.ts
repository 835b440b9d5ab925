import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { deviceLabel } from '@shared/auth/device-label';
import { DEVICE_TRUST_DAYS } from '@shared/auth/device-messages';
import type { TrustedDevice } from '@shared/auth/devices.schemas';
import type { Db, Tx } from '../../db/client';
import { trustedDevices, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import type { SessionContext } from './sessions';

const TRUST_MS = DEVICE_TRUST_DAYS * 86_400_000;

const live = (userId: string, now: Date) =>
  and(
    eq(trustedDevices.userId, userId),
    isNull(trustedDevices.revokedAt),
    gt(trustedDevices.expiresAt, now),
  );

/** Trusts the phone that just verified: a random credential for it, only its hash kept. */
export async function trustDevice(db: Db, userId: string, now: Date, context: SessionContext) {
  const token = randomToken();
  const [row] = await db
    .insert(trustedDevices)
    .values({
      userId,
      tokenHash: sha256(token),
      label: deviceLabel(context.userAgent),
      userAgent: context.userAgent?.slice(0, 300),
      ipAddress: context.ipAddress,
      expiresAt: new Date(now.getTime() + TRUST_MS),
      createdAt: now,
    })
    .returning({ id: trustedDevices.id, expiresAt: trustedDevices.expiresAt });
  return { id: row!.id, token, expiresAt: row!.expiresAt.toISOString() };
}

/**
 * Whether `token` is a live credential of this account, noting its use. It proves only the
 * phone: the caller has already checked the password.
 */
export async function useTrustedDevice(db: Db, userId: string, token: string, now: Date) {
  const [used] = await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(and(live(userId, now), eq(trustedDevices.tokenHash, sha256(token))))
    .returning({ id: trustedDevices.id });
  return Boolean(used);
}

/**
 * The id of the live trusted phone of the account named `username` whose credential is
 * `token`, or null; one query whether or not the account exists. It proves the phone only.
 */
export async function trustedDeviceOf(db: Db, username: string, token: string, now: Date) {
  const [device] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(
      and(
        eq(users.username, username),
        isNull(trustedDevices.revokedAt),
        gt(trustedDevices.expiresAt, now),
        eq(trustedDevices.tokenHash, sha256(token)),
      ),
    )
    .limit(1);
  return device?.id ?? null;
}

export async function listTrustedDevices(
  db: Db,
  userId: string,
  now: Date,
): Promise<TrustedDevice[]> {
  const rows = await db
    .select()
    .from(trustedDevices)
    .where(live(userId, now))
    .orderBy(desc(trustedDevices.createdAt));
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Revokes one device of the account; false when it has no such live device. */
export async function revokeTrustedDevice(db: Db, userId: string, id: string, now: Date) {
  const [revoked] = await db
    .update(trustedDevices)
    .set({ revokedAt: now })
    .where(and(live(userId, now), eq(trustedDevices.id, id)))
    .returning({ id: trustedDevices.id });
  return Boolean(revoked);
}

/** Logout everywhere, deactivation and a password change: no phone of the account stays trusted. */
export async function revokeUserDevices(db: Db | Tx, userId: string, now = new Date()) {
  await db
    .update(trustedDevices)
    .set({ revokedAt: now })
    .where(and(eq(trustedDevices.userId, userId), isNull(trustedDevices.revokedAt)));
}
