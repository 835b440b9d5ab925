import { useEffect, useState } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreatePosSale, PosSale } from '@shared/pos/pos.schemas';
import type { ProductListResponse } from '@shared/catalog/catalog.schemas';
import { API_AREAS } from '@client/api/areas';
import { productListQueryOptions } from '@client/api/products-queries';
import { ApiError } from '@client/lib/api';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { whenContentShown } from '@client/lib/content-shown';
import { useOnline } from '@client/lib/network';
import { waitingSalesCount } from '@client/lib/till-waiting';
import { useVatPercent } from '@client/api/shop-settings-queries';
import { SALE_CHANGES, sendSale } from './api/pos-queries';
import { tillProductQuery, TILL_PAGE_SIZE } from './api/till-query';
import type { Cashier } from './offline/offline-sale';
import { lessWaiting } from './offline/waiting-stock';
import { offlineTill } from './offline/load-offline';
import { tillUserId } from './offline/till-user-id';

/**
 * Where the till meets the network: its server calls (api/) and the phone's copy and queue
 * (offline/), which know nothing of each other.
 */
/** A backstop for a server that answered with an error (the network's return needs no timer). */
const RETRY_MS = 30_000;

/**
 * Only active products with stock above 0, searched on the server; with no network, searched
 * in the phone's copy of the catalogue (as last synced). Either way the sales waiting to sync are
 * taken off the counts. It runs with no network too (its own fallback), so a sale rung up
 * offline shows in the counts at once. `early`: the server's answer already asked for (see
 * till-prefetch.ts), read in place of a request of its own.
 */
export const tillProductsQueryOptions = (search: string, early?: Promise<ProductListResponse>) => {
  const online = productListQueryOptions(tillProductQuery(search));
  return queryOptions({
    ...online,
    queryFn: async (context) => {
      const userId = tillUserId();
      // Read beside the request, not after it, and only when the phone says sales wait: the
      // till's first paint then waits for neither the queue nor its code.
      const taken =
        userId && waitingSalesCount() > 0
          ? offlineTill().then(
              (m) => m.waitingTaken(userId),
              () => new Map<string, number>(),
            )
          : Promise.resolve(new Map<string, number>());
      let list;
      try {
        list = await (early ?? online.queryFn!(context));
      } catch (error) {
        if (error instanceof ApiError || !userId) throw error;
        list = await (await offlineTill()).searchCatalogue(userId, search, TILL_PAGE_SIZE);
      }
      return lessWaiting(list, await taken);
    },
    networkMode: 'always',
  });
};

export const useTillProducts = (search: string) => useQuery(tillProductsQueryOptions(search));

const syncNow = async (client: QueryClient, userId: string) =>
  (await offlineTill()).syncWaitingSales(
    userId,
    sendSale,
    () => void invalidateApiPaths(client, SALE_CHANGES),
  );

/**
 * Keeps the queue moving while mounted: reads it at start and sends what waits whenever the
 * network is there: at once, the moment it comes back (the browser's `online` event, or the
 * quick probe that follows a failed request), and every 30 s while sales wait.
 */
export function useTillSync(userId: string | null) {
  const client = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!userId) return;
    let mounted = true;
    void offlineTill().then((m) => (mounted ? m.refreshQueue(userId) : undefined));
    return () => {
      mounted = false;
    };
  }, [userId]);
  useEffect(() => {
    if (!userId || !online) return;
    const sync = () => void syncNow(client, userId).catch(() => {});
    sync();
    const timer = window.setInterval(() => {
      void offlineTill().then((m) => {
        if (m.queueState(userId).waiting > 0) sync();
      });
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [userId, online, client]);
}

/** After a sale at the till, the phone's copy of the catalogue follows the stock it took. */
export function refreshTillCatalogue() {
  const userId = tillUserId();
  if (userId)
    void offlineTill()
      .then((m) => m.refreshCatalogue(userId))
      .catch(() => {});
}

/**
 * What the till needs to sell with no network: whether it is online, the VAT rate (the shop's
 * setting, or as last synced when the settings cannot load) and a way to queue a sale.
 */
export function useOfflineTill() {
  const online = useOnline();
  const client = useQueryClient();
  const userId = tillUserId();
  const serverVat = useVatPercent();
  const [savedVat, setSavedVat] = useState<number | undefined>();

  useEffect(() => {
    if (!userId) return;
    if (serverVat !== undefined) void offlineTill().then((m) => m.rememberVat(userId, serverVat));
    else
      void offlineTill()
        .then((m) => m.rememberedVat(userId))
        .then(setSavedVat);
  }, [userId, serverVat]);

  useEffect(() => {
    // Each visit to the till brings the phone's catalogue up to date (only what changed), once
    // the products show: on a slow line the refresh never holds them back.
    if (userId && online)
      void whenContentShown()
        .then(offlineTill)
        .then((m) => m.refreshCatalogue(userId))
        .catch(() => {});
  }, [userId, online]);

  const queue = async (
    sale: { id: string; body: CreatePosSale; vatPercent: number; cashier: Cashier },
    names: ReadonlyMap<string, string>,
  ): Promise<PosSale> => {
    if (!userId) throw new Error('Not signed in');
    const { queueSale } = await offlineTill();
    const receipt = await queueSale(userId, { ...sale, customerName: null }, names);
    void invalidateApiPaths(client, [API_AREAS.products]);
    if (navigator.onLine) void syncNow(client, userId).catch(() => {});
    return receipt;
  };

  return { online, vatPercent: serverVat ?? savedVat, queue };
}
