import { rateLimited } from '@server/lib/app-error';

const WINDOW_MS = 15 * 60_000;

/**
 * Failures per key (a username, or an address) in a 15-minute window, in this process's memory.
 * Per-IP limits come from the rate-limit plugin; this stops one account being
 * guessed from many addresses, and one address probing for taken usernames.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly clock: () => Date,
    private readonly message = 'Too many failed sign-in attempts. Try again in 15 minutes.',
  ) {}

  assertAllowed(username: string) {
    const entry = this.current(username);
    if (entry && entry.count >= this.maxFailures) {
      throw rateLimited(this.message, WINDOW_MS / 1000);
    }
  }

  recordFailure(username: string) {
    const entry = this.current(username) ?? { count: 0, since: this.clock().getTime() };
    entry.count += 1;
    this.failures.set(username, entry);
    if (this.failures.size > 10_000) this.prune();
  }

  recordSuccess(username: string) {
    this.failures.delete(username);
  }

  private current(username: string) {
    const entry = this.failures.get(username);
    if (entry && this.clock().getTime() - entry.since > WINDOW_MS) {
      this.failures.delete(username);
      return undefined;
    }
    return entry;
  }

  private prune() {
    for (const username of this.failures.keys()) this.current(username);
  }
}
