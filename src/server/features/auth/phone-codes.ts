import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { phoneVerifications } from '@server/db/schema/index';
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
 * send, or null when a code sent moments ago is still usable (a repeated login).
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
    latest.attempts < CODE_RULES.maxWrongTries &&
    latest.expiresAt.getTime() > now.getTime(),
  );
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
  await db.insert(phoneVerifications).values({
    id,
    phone,
    purpose,
    userId,
    codeHash: codeHash(id, code),
    expiresAt: new Date(now.getTime() + CODE_RULES.validMs),
    createdAt: now,
  });
  return code;
}

const refuse = (reason: string, message: string) =>
  new AppError('UNAUTHENTICATED', message, { reason });

/** Checks the newest code for the phone; single use, 5 minutes, 5 wrong tries. Returns its user id. */
export async function consumeCode(db: Db, now: Date, phone: string, code: string): Promise<string> {
  const [latest] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.phone, phone))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  if (!latest) throw refuse('CODE_INVALID', 'Invalid verification code');
  if (latest.verified)
    throw refuse('CODE_USED', 'This code has already been used. Ask for a new code.');
  if (latest.attempts >= CODE_RULES.maxWrongTries) {
    throw rateLimited('Too many wrong codes. Ask for a new code.');
  }
  if (latest.expiresAt.getTime() <= now.getTime()) {
    throw refuse('CODE_EXPIRED', 'This code has expired. Ask for a new code.');
  }
  if (!safeEqual(latest.codeHash, codeHash(latest.id, code))) {
    const [after] = await db
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(eq(phoneVerifications.id, latest.id))
      .returning({ attempts: phoneVerifications.attempts });
    const triesLeft = Math.max(
      0,
      CODE_RULES.maxWrongTries - (after?.attempts ?? CODE_RULES.maxWrongTries),
    );
    throw new AppError('UNAUTHENTICATED', 'Invalid verification code', {
      reason: 'CODE_INVALID',
      triesLeft,
    });
  }
  // Conditional update: of two requests racing with the same code, one wins.
  const [won] = await db
    .update(phoneVerifications)
    .set({ verified: true, verifiedAt: now })
    .where(and(eq(phoneVerifications.id, latest.id), eq(phoneVerifications.verified, false)))
    .returning({ userId: phoneVerifications.userId });
  if (!won) throw refuse('CODE_USED', 'This code has already been used. Ask for a new code.');
  // A resend to a phone without an account: its code was never sent, so it cannot be right.
  if (!won.userId) throw refuse('CODE_INVALID', 'Invalid verification code');
  return won.userId;
}
