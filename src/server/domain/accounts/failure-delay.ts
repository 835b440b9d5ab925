import { eq } from 'drizzle-orm';
import type { Phrase } from '@shared/i18n/phrase';
import type { Db } from '../../db/client';
import { authFailures } from '../../db/schema';
import { rateLimited } from '../../lib/app-error';

/** A key's failures are forgotten a day after its last one. */
export const FORGET_AFTER_MS = 24 * 3_600_000;
/** The first wait, after the free failures; it doubles with each failure after that ... */
export const FIRST_DELAY_MS = 1_000;
/** ... up to this. */
export const LONGEST_DELAY_MS = 15 * 60_000;

/**
 * How long the next try of a key waits after `failures` failures, the first `free` of which cost
 * nothing: 0 below `free`, then 1 s, 2 s, 4 s ... doubling up to 15 minutes.
 */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - free));
}

export interface FailureDelay {
  /** Refuses (429, Retry-After) while the key waits; else counts the try as a failure until `clear`. */
  admit(key: string): Promise<void>;
  /** Refuses while the key waits, counting nothing. */
  check(key: string): Promise<void>;
  /** One more failure for the key. */
  fail(key: string): Promise<void>;
  /** A success: the key's failures are forgotten. */
  clear(key: string): Promise<void>;
}

/**
 * Failures per key in the database (`auth_failures`), so every server counts the same ones and a
 * restart forgets none. Past the free failures each try waits longer than the last, so guesses
 * slow down without a wall that locks the owner out for a fixed time.
 */
export function failureDelay(
  db: Db,
  clock: () => Date,
  free: number,
  refusal: (seconds: number) => Phrase,
): FailureDelay {
  const refuse = (until: Date, now: Date) => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    return rateLimited(refusal(seconds), seconds);
  };
  const forgotten = (lastFailureAt: Date, now: Date) =>
    now.getTime() - lastFailureAt.getTime() > FORGET_AFTER_MS;
  const counted = (failures: number, now: Date) => ({
    failures,
    lastFailureAt: now,
    nextAttemptAt: new Date(now.getTime() + delayAfter(failures, free)),
  });
  // Only a delay the count has earned holds a try back: tries inside the free ones, counted
  // at the same moment on another server (or before this one took the lock), never wait.
  const waiting = (row: typeof authFailures.$inferSelect | undefined, now: Date) =>
    row && !forgotten(row.lastFailureAt, now) && row.failures >= free && row.nextAttemptAt > now
      ? row
      : null;

  /** One more failure in one locked step, refused first while the key waits when `gated`. */
  const count = (key: string, gated: boolean) =>
    db.transaction(async (tx) => {
      const start = clock();
      await tx
        .insert(authFailures)
        .values({ key, failures: 0, lastFailureAt: start, nextAttemptAt: start })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(authFailures)
        .where(eq(authFailures.key, key))
        .for('update');
      // Read once the row is held, so it is not earlier than what the try before wrote.
      const now = clock();
      if (gated && waiting(row, now)) throw refuse(row!.nextAttemptAt, now);
      const before = !row || forgotten(row.lastFailureAt, now) ? 0 : row.failures;
      await tx
        .update(authFailures)
        .set(counted(before + 1, now))
        .where(eq(authFailures.key, key));
    });

  return {
    // Counted before the password is checked: tries sent all at once are let through one by
    // one, each seeing the failures of those before it.
    admit: (key) => count(key, true),

    async check(key) {
      const now = clock();
      const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key));
      if (waiting(row, now)) throw refuse(row!.nextAttemptAt, now);
    },

    fail: (key) => count(key, false),

    async clear(key) {
      await db.delete(authFailures).where(eq(authFailures.key, key));
    },
  };
}
