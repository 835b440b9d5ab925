import type { ChangeFeed } from '../db/change-feed';

type FeedState = Pick<ChangeFeed, 'live' | 'upToDate'>;

/** A change feed that has heard everything, as the embedded database's always has. */
export const upToDateFeed: FeedState = { live: true, upToDate: () => true };

/** A change feed a test moves by hand: listening or not, up to date or behind. */
export function manualFeed(): FeedState & { live: boolean; current: boolean } {
  const feed = {
    live: true,
    current: true,
    upToDate: () => feed.live && feed.current,
  };
  return feed;
}
