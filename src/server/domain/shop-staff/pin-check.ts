import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import { phrase } from '@shared/i18n/phrase';
import { PIN_ATTEMPTS, PIN_LOCK_SECONDS } from '@shared/shop-staff/permissions';
import { SHOP_STAFF_MESSAGES } from '@shared/shop-staff/shop-staff.schemas';
import type { Db } from '../../db/client';
import { shopStaff, users } from '../../db/schema';
import { AppError, rateLimited } from '../../lib/app-error';
import { verifyPassword } from '../../lib/crypto';

/** What a PIN check reads and writes: one person's hash and lock, kept in the database. */
interface PinHolder {
  lockedUntil: Date | null;
  /** Wrong: count it (and lock at PIN_ATTEMPTS); answers the lock if it is now locked. */
  wrong(): Promise<Date | null>;
  right(): Promise<void>;
}

/** Seconds left of a lock, or 0. */
export const lockSecondsLeft = (lockedUntil: Date | null, now = Date.now()) =>
  lockedUntil ? Math.max(0, Math.ceil((lockedUntil.getTime() - now) / 1000)) : 0;

const lockedOut = (seconds: number) =>
  rateLimited(
    phrase('Too many wrong PINs. Try again in {seconds} seconds or ask the owner to unlock.', {
      seconds,
    }),
    seconds,
  );

/**
 * Checks a secret against a person's lock: locked is 429 with the seconds left (and a
 * Retry-After header); a wrong one counts, and the PIN_ATTEMPTS-th locks for PIN_LOCK_SECONDS.
 * Lock and count live in the database, so every server sees them.
 */
async function attempt(
  holder: PinHolder,
  correct: () => Promise<boolean>,
  wrongText: string = SHOP_STAFF_MESSAGES.wrongPin,
) {
  const waiting = lockSecondsLeft(holder.lockedUntil);
  if (waiting > 0) throw lockedOut(waiting);
  if (await correct()) return holder.right();
  const lockedNow = lockSecondsLeft(await holder.wrong());
  if (lockedNow > 0) throw lockedOut(lockedNow);
  throw new AppError('UNAUTHENTICATED', wrongText);
}

/** Counts a wrong PIN in SQL; the last allowed one sets the lock and starts the count again. */
const failure = (count: typeof shopStaff.failedPins | typeof users.ownerPinFailures) => ({
  count: sql<number>`case when ${count} + 1 >= ${PIN_ATTEMPTS} then 0 else ${count} + 1 end`,
  lock: (until: typeof shopStaff.lockedUntil | typeof users.ownerPinLockedUntil) =>
    sql<Date>`case when ${count} + 1 >= ${PIN_ATTEMPTS}
      then now() + make_interval(secs => ${PIN_LOCK_SECONDS}) else ${until} end`,
});

type StaffPinRow = Pick<typeof shopStaff.$inferSelect, 'id' | 'pinHash' | 'lockedUntil'>;

/** A staff member's PIN; a right one also marks them as working now. */
export function checkStaffPin(db: Db, staff: StaffPinRow, pin: string) {
  const where = eq(shopStaff.id, staff.id);
  const counted = failure(shopStaff.failedPins);
  return attempt(
    {
      lockedUntil: staff.lockedUntil,
      wrong: async () => {
        const [row] = await db
          .update(shopStaff)
          .set({ failedPins: counted.count, lockedUntil: counted.lock(shopStaff.lockedUntil) })
          .where(where)
          .returning({ lockedUntil: shopStaff.lockedUntil });
        return row?.lockedUntil ?? null;
      },
      right: async () => {
        await db
          .update(shopStaff)
          .set({ failedPins: 0, lockedUntil: null, lastWorkedAt: sql`now()` })
          .where(where);
      },
    },
    () => verifyPassword(staff.pinHash, pin),
  );
}

type OwnerPinRow = Pick<typeof users.$inferSelect, 'id' | 'ownerPinLockedUntil'>;

/** The owner's PIN or password (to take the till back, approve or change the PIN): one lock. */
export function checkOwnerSecret(
  db: Db,
  owner: OwnerPinRow,
  correct: () => Promise<boolean>,
  secret: 'pin' | 'password' = 'pin',
) {
  const where = eq(users.id, owner.id);
  const counted = failure(users.ownerPinFailures);
  return attempt(
    {
      lockedUntil: owner.ownerPinLockedUntil,
      wrong: async () => {
        const [row] = await db
          .update(users)
          .set({
            ownerPinFailures: counted.count,
            ownerPinLockedUntil: counted.lock(users.ownerPinLockedUntil),
          })
          .where(where)
          .returning({ lockedUntil: users.ownerPinLockedUntil });
        return row?.lockedUntil ?? null;
      },
      // Only a row with something to clear is written (each write drops the session cache).
      right: async () => {
        await db
          .update(users)
          .set({ ownerPinFailures: 0, ownerPinLockedUntil: null })
          .where(
            and(where, or(gt(users.ownerPinFailures, 0), isNotNull(users.ownerPinLockedUntil))),
          );
      },
    },
    correct,
    secret === 'pin' ? SHOP_STAFF_MESSAGES.wrongPin : WRONG_PASSWORD,
  );
}

export const WRONG_PASSWORD = 'Wrong password';
