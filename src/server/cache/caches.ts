import type { Database } from '../db/client';
import { CATALOG_CHANGE_CHANNEL, CatalogVersions } from './catalog-versions';
import { AUTH_CHANGE_CHANNEL, SessionCache } from './session-cache';

/** In-memory read caches, kept true by the change triggers' notifications. */
export interface Caches {
  sessions: SessionCache;
  catalog: CatalogVersions;
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
  const caches: Caches = { sessions: new SessionCache(feed), catalog: new CatalogVersions(feed) };
  feed.onReset(() => {
    caches.sessions.clear();
    caches.catalog.bumpAll();
  });
  await feed.listen(AUTH_CHANGE_CHANNEL, (userId) => caches.sessions.forgetUser(userId));
  await feed.listen(CATALOG_CHANGE_CHANNEL, (merchantId) => caches.catalog.bump(merchantId));
  return caches;
}
