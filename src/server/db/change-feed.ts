/**
 * The change triggers' announcements (migration 0002) as this process hears them:
 * what lets a server keep reads in memory (docs/decisions/0001-embedded-read-caches.md).
 */
export interface ChangeFeed {
  /** Calls `onNotify` with each payload announced on `channel`. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  /**
   * Called with false when announcements may have been missed (every cached entry must
   * go, and nothing may be kept) and with true when they are heard again.
   */
  onReset(handler: (live: boolean) => void): void;
  /** False while announcements may be missed: nothing read now may be kept. */
  readonly live: boolean;
  /**
   * Whether an entry cached now may be served: every change this process committed, and
   * every change committed elsewhere more than the feed's bound ago, has been heard.
   */
  upToDate(): boolean;
}
