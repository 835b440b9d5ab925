import { request } from '@client/api/endpoint';
import { getTillKeys } from '@client/api/shop-staff-endpoints';
import { earlyPrefetch } from '@client/lib/early-query';
import { getStoredUser } from '@client/lib/storage';

/**
 * The till's people, asked for with the till's files: its first paint then knows whether "Switch
 * user" shows, so the header does not grow under the cashier's thumb when they arrive (the app's
 * entry imports this file: nothing heavy here).
 */
export const prefetchTillKeys = earlyPrefetch(
  () => request(getTillKeys, {}),
  async (early) =>
    (await import('./till-keys')).tillKeysQueryOptions(getStoredUser()?.id ?? '', early),
);
