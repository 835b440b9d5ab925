import type { Db } from '@server/db/client';
import { failureDelay } from '@server/domain/accounts/failure-delay';
import { trustedDeviceOf } from '@server/domain/accounts/trusted-devices';
import { phrase } from '@shared/i18n/phrase';

/**
 * Password guesses are counted per username in the database (every server sees the same
 * count, a restart forgets none) and, past the free ones, each waits longer than the last
 * (failure-delay.ts). A phone the owner trusted, presenting its live credential, is counted on
 * its own: a stranger's guesses at the username never slow it. "Username taken" answers to
 * registrations are counted per address the same way, so the form cannot list accounts.
 */
export function createLoginThrottle(db: Db, clock: () => Date, freeFailures: number) {
  const guesses = failureDelay(db, clock, freeFailures, (seconds) =>
    phrase('Too many failed sign-in attempts. Try again in {seconds} seconds.', { seconds }),
  );
  const takenAnswers = failureDelay(db, clock, freeFailures, (seconds) =>
    phrase('Too many usernames were already taken. Try again in {seconds} seconds.', {
      seconds,
    }),
  );
  return {
    /**
     * Lets a password check through, counted as a failure until it succeeds, or refuses it (429)
     * while its key waits. Returns the key to clear on success.
     */
    async admit(username: string, deviceToken?: string) {
      const device = deviceToken ? await trustedDeviceOf(db, username, deviceToken, clock()) : null;
      const key = device ? `device:${device}` : `username:${username}`;
      await guesses.admit(key);
      return key;
    },
    succeeded: (key: string) => guesses.clear(key),
    /** Refuses an address that was told "taken" too often; `taken` counts one more. */
    checkTaken: (address: string) => takenAnswers.check(`taken:${address}`),
    taken: (address: string) => takenAnswers.fail(`taken:${address}`),
  };
}
