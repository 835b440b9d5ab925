import { and, eq, isNull, ne } from 'drizzle-orm';
import { PASSWORD_CHANGE_MESSAGES, type ChangePassword } from '@shared/auth/auth.schemas';
import { DEVICE_MESSAGES } from '@shared/auth/device-messages';
import type { Language } from '@shared/i18n/languages';
import type { Deps } from '@server/deps';
import { sessions, users } from '@server/db/schema/index';
import { notFound, ruleViolation } from '@server/lib/app-error';
import { hashPassword, verifyPassword } from '@server/lib/crypto';
import { revokeUserSessions, type UserRow } from '@server/domain/accounts/sessions';
import { toUserDto } from '@server/domain/accounts/user-dto';
import {
  listTrustedDevices,
  revokeTrustedDevice,
  revokeUserDevices,
} from '@server/domain/accounts/trusted-devices';
import { createLoginThrottle } from './login-throttle';

/** The signed-in owner's own security: trusted phones, signing out everywhere, the password. */
export function createAccountSecurityService({ db, env, clock }: Deps) {
  // A stolen session cannot guess the current password faster than a sign-in could: its
  // guesses count with the username's sign-in failures.
  const throttle = createLoginThrottle(db, clock, env.LOGIN_FAILURES_PER_USERNAME);

  return {
    devices: (user: UserRow) => listTrustedDevices(db, user.id, clock()),

    async revokeDevice(user: UserRow, id: string) {
      if (!(await revokeTrustedDevice(db, user.id, id, clock()))) throw notFound('Device');
      return { message: DEVICE_MESSAGES.revoked };
    },

    /** Every session (this one too) and every trusted phone of the account end at once. */
    async logoutEverywhere(user: UserRow) {
      await db.transaction(async (tx) => {
        await revokeUserSessions(tx, user.id);
        await revokeUserDevices(tx, user.id, clock());
      });
      return { message: DEVICE_MESSAGES.loggedOutEverywhere };
    },

    /** A new password ends the account's other sessions and every trusted phone. */
    async changePassword(user: UserRow, sessionId: string, input: ChangePassword) {
      const guess = await throttle.admit(user.username);
      const [stored] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!(await verifyPassword(stored?.passwordHash ?? null, input.currentPassword))) {
        throw ruleViolation('WRONG_PASSWORD', PASSWORD_CHANGE_MESSAGES.wrong);
      }
      await throttle.succeeded(guess);
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(
            and(
              eq(sessions.userId, user.id),
              isNull(sessions.revokedAt),
              ne(sessions.id, sessionId),
            ),
          );
        await revokeUserDevices(tx, user.id, now);
      });
      return { message: PASSWORD_CHANGE_MESSAGES.changed };
    },

    /** The app's language follows the account to another phone. */
    async setLanguage(user: UserRow, language: Language) {
      const [updated] = await db
        .update(users)
        .set({ language, updatedAt: clock() })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw notFound('User');
      return { user: toUserDto(updated) };
    },
  };
}
