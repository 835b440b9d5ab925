import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { authFailures, phoneVerifications } from '@server/db/schema/index';
import { AppError, rateLimited } from '@server/lib/app-error';
import { randomDigits, safeEqual, sha256 } from '@server/lib/crypto';
import { phrase } from '@shared/i18n/phrase';

export const CODE_RULES = {
  length: 6,
  validMs: 5 * 60_000,
  maxWrongTries: 5,
  resendCooldownMs: 30_000,
  resendsPerHour: 5,
} as const;

type Purpose = 'register' | 'login' | 'resend';

const codeHash = (verificationId: string, code: string) => sha256(`${verificationId}:${code}`);

/**
 * Creates a code for the phone, or explains why not (429). Returns the code to
 * send and its expiry, or null when a code sent moments ago is still usable (a repeated login).
 * `codesPerHour` caps every code sent to one phone in an hour. A resend to a phone
 * without an account (userId null) is recorded all the same and its code never sent,
 * so it waits and is capped exactly like a registered phone: the answer reveals nothing.
 */
export async function issueCode(
  db: Db,
  now: Date,
  userId: string | null,
  phone: string,
  purpose: Purpose,
  codesPerHour: number,
) {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [stats] = await db
    .select({
      codes: count(),
      resends:
        sql<number>`count(*) filter (where ${phoneVerifications.purpose} = 'resend')`.mapWith(
          Number,
        ),
      latest: sql<string | null>`max(${phoneVerifications.createdAt})`,
    })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), gt(phoneVerifications.createdAt, hourAgo)));
  const latestAt = stats?.latest ? new Date(stats.latest) : null;
  const sinceLatest = latestAt ? now.getTime() - latestAt.getTime() : Infinity;

  // Only a resend waits: a registration always gets its own code (whatever the phone had).
  if (sinceLatest < CODE_RULES.resendCooldownMs && purpose === 'resend') {
    const wait = Math.ceil((CODE_RULES.resendCooldownMs - sinceLatest) / 1000);
    throw rateLimited(
      phrase('Please wait {seconds} seconds before asking for another code', { seconds: wait }),
      wait,
    );
  }
  // A second login moments after the first reuses its code, unless that code is spent.
  if (
    purpose === 'login' &&
    sinceLatest < CODE_RULES.resendCooldownMs &&
    (await latestUsable(db, now, phone, userId))
  ) {
    return null;
  }
  if (purpose === 'resend' && (stats?.resends ?? 0) >= CODE_RULES.resendsPerHour) {
    throw rateLimited('Too many codes were requested for this phone. Try again in an hour.', 3600);
  }
  return issue(db, now, userId, phone, purpose, stats?.codes ?? 0, codesPerHour);
}

/** The newest code of the phone is this user's and can still be entered (a login moments after a login). */
async function latestUsable(db: Db, now: Date, phone: string, userId: string | null) {
  const [latest] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.phone, phone))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return Boolean(
    latest &&
    latest.userId === userId &&
    !latest.verified &&
    (await wrongTries(db, now, phone)) < CODE_RULES.maxWrongTries &&
    latest.expiresAt.getTime() > now.getTime(),
  );
}

/**
 * Wrong tries are counted per phone (in auth_failures), not per stored code, so a phone that
 * never had a code, or has no account, is answered exactly like one that has: a new code starts
 * the count again, and a count older than a code's life is forgotten.
 */
const triesKey = (phone: string) => `code:${phone}`;
const freshSince = (now: Date) => new Date(now.getTime() - CODE_RULES.validMs);

async function wrongTries(db: Db, now: Date, phone: string) {
  const [row] = await db
    .select({ failures: authFailures.failures })
    .from(authFailures)
    .where(
      and(eq(authFailures.key, triesKey(phone)), gt(authFailures.lastFailureAt, freshSince(now))),
    );
  return row?.failures ?? 0;
}

/** Counts one more try (before the code is compared: tries sent at once each see the others). */
async function countTry(db: Db, now: Date, phone: string) {
  const [row] = await db
    .insert(authFailures)
    .values({ key: triesKey(phone), failures: 1, lastFailureAt: now, nextAttemptAt: now })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        failures: sql`case when ${authFailures.lastFailureAt} > ${freshSince(now)} then ${authFailures.failures} + 1 else 1 end`,
        lastFailureAt: now,
        nextAttemptAt: now,
      },
    })
    .returning({ failures: authFailures.failures });
  return row!.failures;
}

async function issue(
  db: Db,
  now: Date,
  userId: string | null,
  phone: string,
  purpose: Purpose,
  sentThisHour: number,
  codesPerHour: number,
) {
  if (sentThisHour >= codesPerHour) {
    throw rateLimited('Too many codes were requested for this phone. Try again in an hour.', 3600);
  }
  const code = randomDigits(CODE_RULES.length);
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + CODE_RULES.validMs);
  await db.insert(phoneVerifications).values({
    id,
    phone,
    purpose,
    userId,
    codeHash: codeHash(id, code),
    expiresAt,
    createdAt: now,
  });
  await db.delete(authFailures).where(eq(authFailures.key, triesKey(phone)));
  return { code, expiresAt };
}

const refuse = (reason: string, message: string) =>
  new AppError('UNAUTHENTICATED', message, { reason });

/**
 * Checks the newest code for the phone: single use, 5 minutes, 5 wrong tries. Returns its user
 * id. Every wrong code is answered alike, whether the phone has an account, a code, a used or
 * an expired one; only the right code hears that it was used or has expired (its holder got
 * the SMS, so nothing is given away).
 */
export async function consumeCode(db: Db, now: Date, phone: string, code: string): Promise<string> {
  const tries = await countTry(db, now, phone);
  if (tries > CODE_RULES.maxWrongTries) {
    throw rateLimited('Too many wrong codes. Ask for a new code.');
  }
  const [latest] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.phone, phone))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  // A resend to a phone without an account has no user: its code was never sent.
  if (!latest?.userId || !safeEqual(latest.codeHash, codeHash(latest.id, code))) {
    throw new AppError('UNAUTHENTICATED', 'Invalid verification code', {
      reason: 'CODE_INVALID',
      triesLeft: CODE_RULES.maxWrongTries - tries,
    });
  }
  if (latest.verified)
    throw refuse('CODE_USED', 'This code has already been used. Ask for a new code.');
  if (latest.expiresAt.getTime() <= now.getTime()) {
    throw refuse('CODE_EXPIRED', 'This code has expired. Ask for a new code.');
  }
  // Conditional update: of two requests racing with the same code, one wins.
  const [won] = await db
    .update(phoneVerifications)
    .set({ verified: true, verifiedAt: now })
    .where(and(eq(phoneVerifications.id, latest.id), eq(phoneVerifications.verified, false)))
    .returning({ userId: phoneVerifications.userId });
  if (!won?.userId)
    throw refuse('CODE_USED', 'This code has already been used. Ask for a new code.');
  await db.delete(authFailures).where(eq(authFailures.key, triesKey(phone)));
  return won.userId;
}
