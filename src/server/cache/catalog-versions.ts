import type { ChangeFeed } from '../db/change-feed';

/**
 * Per merchant, a number that moves whenever any of its products is written
 * (a trigger announces it, migration 0002), and for every merchant at once when
 * announcements may have been missed. A product list cached at one version is
 * served only while the version holds and the feed is up to date.
 */
export const CATALOG_CHANGE_CHANNEL = 'kasitrade_catalog';

export class CatalogVersions {
  private versions = new Map<string, number>();
  private latest = 0;
  private floor = 0;

  constructor(private readonly feed: Pick<ChangeFeed, 'live' | 'upToDate'>) {}

  of(merchantId: string): number {
    return Math.max(this.versions.get(merchantId) ?? 0, this.floor);
  }

  bump(merchantId: string) {
    this.versions.set(merchantId, ++this.latest);
  }

  bumpAll() {
    this.versions.clear();
    this.floor = ++this.latest;
  }

  /** Whether a list cached now may be served (see ChangeFeed.upToDate). */
  upToDate(): boolean {
    return this.feed.upToDate();
  }

  /** Whether a list read now may be kept. */
  get live(): boolean {
    return this.feed.live;
  }
}
