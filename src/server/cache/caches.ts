import type { Database } from '../db/client';
import {
  CATALOG_CHANGE_CHANNEL,
  MerchantVersions,
  TRADING_CHANGE_CHANNEL,
} from './merchant-versions';
import { AUTH_CHANGE_CHANNEL, SessionCache } from './session-cache';

/** In-memory read caches, kept true by the change triggers' notifications. */
export interface Caches {
  sessions: SessionCache;
  /** Moves with every product written. */
  catalog: MerchantVersions;
  /** Moves with every product, sale, order, customer or stock alert written. */
  trading: MerchantVersions;
}

/**
 * Caches for a database that announces its changes to this process
 * (docs/decisions/0001-embedded-read-caches.md); null where it cannot, so every
 * read goes to the database. When announcements may have been missed, every
 * entry goes and nothing is kept until they are heard again.
 */
export async function createCaches(database: Database): Promise<Caches | null> {
  const feed = database.changes;
  if (!feed) return null;
  const caches: Caches = {
    sessions: new SessionCache(feed),
    catalog: new MerchantVersions(feed),
    trading: new MerchantVersions(feed),
  };
  feed.onReset(() => {
    caches.sessions.clear();
    caches.catalog.bumpAll();
    caches.trading.bumpAll();
  });
  await feed.listen(AUTH_CHANGE_CHANNEL, (userId) => caches.sessions.forgetUser(userId));
  await feed.listen(CATALOG_CHANGE_CHANNEL, (merchantId) => {
    caches.catalog.bump(merchantId);
    caches.trading.bump(merchantId);
  });
  await feed.listen(TRADING_CHANGE_CHANNEL, (merchantId) => caches.trading.bump(merchantId));
  return caches;
}
