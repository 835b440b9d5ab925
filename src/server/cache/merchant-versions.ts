import type { ChangeFeed } from '../db/change-feed';

/** Triggers announce the merchant id of every product written (migration 0002)... */
export const CATALOG_CHANGE_CHANNEL = 'kasitrade_catalog';
/** ...and of every sale, order, customer or stock alert written (migration 0008). */
export const TRADING_CHANGE_CHANNEL = 'kasitrade_trading';

/**
 * Per merchant, a number that moves whenever the announced rows change, and for every
 * merchant at once when announcements may have been missed. An answer kept at one version
 * is served only while the version holds and the change feed is up to date.
 */
export class MerchantVersions {
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

  /** Whether an answer kept earlier may be served now (see ChangeFeed.upToDate). */
  upToDate(): boolean {
    return this.feed.upToDate();
  }

  /** Whether an answer read now may be kept. */
  get live(): boolean {
    return this.feed.live;
  }
}
