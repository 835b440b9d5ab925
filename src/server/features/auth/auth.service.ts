import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminLoginSchema,
  MerchantLoginSchema,
  MerchantRegisterSchema,
  ResendCodeSchema,
  VerifyPhoneSchema,
} from '@shared/auth/auth.schemas';
import type { Deps } from '@server/deps';
import { merchantProfiles, users } from '@server/db/schema/index';
import { AppError, conflict, forbidden } from '@server/lib/app-error';
import { hashPassword, verifyPassword } from '@server/lib/crypto';
import {
  createSession,
  revokeSession,
  type SessionContext,
  type UserRow,
} from '@server/domain/accounts/sessions';
import { toUserDto } from '@server/domain/accounts/user-dto';
import { trustDevice, useTrustedDevice } from '@server/domain/accounts/trusted-devices';
import {
  revokeStaffSession,
  revokeStaffSessionsUnder,
} from '@server/domain/shop-staff/staff-sessions';
import { DEVICE_MESSAGES } from '@shared/auth/device-messages';
import { consumeCode, issueCode } from './phone-codes';
import { createLoginThrottle } from './login-throttle';
import type { Language } from '@shared/i18n/languages';
import { serverTexts } from '@server/lib/i18n';

const CODE_SENT = 'A verification code was sent to your phone';
const isAdmin = (user: UserRow) => user.role === 'admin' || user.role === 'super_admin';

export function createAuthService(deps: Deps) {
  const { db, env, smsOutbox, clock } = deps;
  // "Username taken" must stay (the form needs it), but not become a cheap way to list accounts.
  const throttle = createLoginThrottle(db, clock, env.LOGIN_FAILURES_PER_USERNAME);

  /**
   * Queues the SMS (the sender sends it: a slow gateway never holds the request), in the
   * account's language, else in the one the app asked in.
   */
  const deliver = (
    phone: string,
    { code, expiresAt }: { code: string; expiresAt: Date },
    language: Language,
  ) =>
    smsOutbox.enqueue(
      { phone, code, text: serverTexts(language).t('sms.code', { code }) },
      expiresAt,
    );

  async function sendCode(
    user: UserRow,
    phone: string,
    purpose: 'register' | 'login',
    language: Language,
  ) {
    const code = await issueCode(db, clock(), user.id, phone, purpose, env.PHONE_CODES_PER_HOUR);
    if (code !== null) await deliver(phone, code, user.language ?? language);
  }

  /** Password check shared by both logins; the same answer whether or not the username exists. */
  async function checkPassword(
    username: string,
    password: string,
    failure: string,
    deviceToken?: string,
  ) {
    const key = await throttle.admit(username, deviceToken);
    const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok || user.deletedAt) throw new AppError('UNAUTHENTICATED', failure);
    await throttle.succeeded(key);
    if (!user.isActive) throw forbidden('Account is deactivated');
    return user;
  }

  async function startSession(user: UserRow, context: SessionContext) {
    const [updated] = await db
      .update(users)
      .set({ lastLogin: clock() })
      .where(eq(users.id, user.id))
      .returning();
    const token = await createSession(db, user.id, env.SESSION_HOURS, context);
    return { token, user: toUserDto(updated ?? user) };
  }

  return {
    async register(
      input: z.output<typeof MerchantRegisterSchema>,
      context: SessionContext,
      language: Language,
    ) {
      const address = context.ipAddress ?? '';
      await throttle.checkTaken(address);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, input.username));
      if (taken) {
        await throttle.taken(address);
        throw conflict('That username is already taken. Choose another one.');
      }
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            username: input.username,
            passwordHash,
            name: input.name,
            businessName: input.businessName,
            phone: input.phone,
            email: input.email,
            role: 'merchant',
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict('That username is already taken. Choose another one.');
        await tx.insert(merchantProfiles).values({ userId: created.id });
        return created;
      });
      await sendCode(user, input.phone, 'register', language);
      return { phone: input.phone, message: CODE_SENT };
    },

    async merchantLogin(
      input: z.output<typeof MerchantLoginSchema>,
      context: SessionContext,
      language: Language,
    ) {
      const user = await checkPassword(
        input.username,
        input.password,
        'Invalid username or password',
        input.deviceToken,
      );
      if (user.role === 'admin') throw forbidden('Admin accounts sign in through the admin portal');
      if (!user.phone) {
        throw new AppError('RULE_VIOLATION', 'This account has no phone number to send a code to', {
          reason: 'NO_PHONE',
        });
      }
      const fields = {
        id: user.id,
        username: user.username,
        name: user.name,
        businessName: user.businessName,
        role: user.role,
        phone: user.phone,
        email: user.email,
      };
      // The password is right; a phone the owner trusted skips the SMS code.
      if (input.deviceToken && (await useTrustedDevice(db, user.id, input.deviceToken, clock()))) {
        const session = await startSession(user, context);
        return { ...fields, message: DEVICE_MESSAGES.signedInTrusted, session };
      }
      await sendCode(user, user.phone, 'login', language);
      return { ...fields, message: CODE_SENT };
    },

    async verifyPhone(input: z.output<typeof VerifyPhoneSchema>, context: SessionContext) {
      const userId = await consumeCode(db, clock(), input.phone, input.code);
      const [user] = await db
        .update(users)
        .set({ phoneVerified: true })
        .where(eq(users.id, userId))
        .returning();
      if (!user || user.deletedAt)
        throw new AppError('UNAUTHENTICATED', 'Invalid verification code');
      if (!user.isActive) throw forbidden('Account is deactivated');
      const session = await startSession(user, context);
      if (!input.trustDevice) return session;
      return { ...session, trustedDevice: await trustDevice(db, user.id, clock(), context) };
    },

    async resendCode(input: z.output<typeof ResendCodeSchema>, language: Language) {
      // Unknown phones wait, are capped and queue alike, so neither the answer nor its time
      // reveals who has an account.
      const [user] = await db.select().from(users).where(eq(users.phone, input.phone)).limit(1);
      const holder = user && user.isActive && !user.deletedAt ? user : null;
      const code = await issueCode(
        db,
        clock(),
        holder?.id ?? null,
        input.phone,
        'resend',
        env.PHONE_CODES_PER_HOUR,
      );
      if (!code) return { message: CODE_SENT };
      if (holder) await deliver(input.phone, code, holder.language ?? language);
      else await smsOutbox.enqueue({ phone: input.phone, text: null }, code.expiresAt);
      return { message: CODE_SENT };
    },

    async adminLogin(input: z.output<typeof AdminLoginSchema>, context: SessionContext) {
      const user = await checkPassword(input.username, input.password, 'Invalid admin credentials');
      if (!isAdmin(user)) throw new AppError('UNAUTHENTICATED', 'Invalid admin credentials');
      return startSession(user, context);
    },

    /** A staff token ends only its own session; the owner's logout ends theirs too. */
    async logout({ sessionId, staffSessionId }: { sessionId: string; staffSessionId?: string }) {
      if (staffSessionId) {
        await revokeStaffSession(db, staffSessionId);
        return { message: 'Logged out' };
      }
      await db.transaction(async (tx) => {
        await revokeSession(tx, sessionId);
        await revokeStaffSessionsUnder(tx, sessionId);
      });
      return { message: 'Logged out' };
    },
  };
}
