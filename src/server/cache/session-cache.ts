/**
 * Live sessions kept in memory by token hash, so a signed-in call skips the
 * session query. A trigger announces every change to an account or a session
 * (migration 0002), which drops that account's entries; an entry is served only
 * while the change feed is up to date (docs/decisions/0001-embedded-read-caches.md).
 */
import type { ChangeFeed } from '../db/change-feed';
import type { users } from '../db/schema';

export const AUTH_CHANGE_CHANNEL = 'kasitrade_auth';

export interface CachedSession {
  sessionId: string;
  user: typeof users.$inferSelect;
  expiresAt: Date;
}

const MAX_ENTRIES = 10_000;
/** A backstop only: invalidation does not wait for it. */
const MAX_AGE_MS = 60_000;

export class SessionCache {
  private entries = new Map<string, CachedSession & { storedAt: number }>();
  private generation = 0;

  constructor(private readonly feed: Pick<ChangeFeed, 'live' | 'upToDate'>) {}

  /** Taken before reading the database; a result read across a change is not kept. */
  mark(): number {
    return this.generation;
  }

  get(tokenHash: string, now = Date.now()): CachedSession | null {
    const entry = this.entries.get(tokenHash);
    if (!entry || !this.feed.upToDate()) return null;
    if (entry.expiresAt.getTime() <= now || now - entry.storedAt > MAX_AGE_MS) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry;
  }

  store(tokenHash: string, mark: number, session: CachedSession, now = Date.now()) {
    if (mark !== this.generation || !this.feed.live) return;
    if (this.entries.size >= MAX_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(tokenHash, { ...session, storedAt: now });
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  forgetUser(userId: string) {
    this.generation += 1;
    for (const [hash, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(hash);
    }
  }
}
