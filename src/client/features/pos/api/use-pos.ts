import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ProductListResponse } from '@shared/catalog/catalog.schemas';
import type { CreatePosSale, PosSale, PosSaleListResponse } from '@shared/pos/pos.schemas';
import { apiRequest, ApiError } from '@client/lib/api';
import { withQuery } from '@client/lib/with-query';
import { refreshCatalogue, searchCatalogue } from '../offline/till-catalogue';
import { waitingTaken } from '../offline/till-queue';
import { tillUserId } from '../offline/use-till-queue';
import { lessWaiting } from '../offline/waiting-stock';

export const TILL_PAGE_SIZE = 48;
const SALES_PATH = '/api/pos-sales';
const RECENT_SALES = 10;

export const posKeys = {
  all: ['/api/products', 'till'] as const,
  tillProducts: (search: string) => ['/api/products', 'till', search] as const,
  recentSales: [SALES_PATH, 'recent'] as const,
};

/**
 * Only active products with stock above 0, searched on the server; with no network, searched
 * in the phone's copy of the catalogue (as last synced). Either way the sales waiting to sync are
 * taken off the counts. It runs with no network too (its own fallback), so a sale rung up
 * offline shows in the counts at once.
 */
export const tillProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: posKeys.tillProducts(search),
    queryFn: async () => {
      const userId = tillUserId();
      // Read beside the request, not after it: the till's first paint waits for neither alone.
      const taken = userId ? waitingTaken(userId) : Promise.resolve(new Map<string, number>());
      let list: ProductListResponse;
      try {
        list = await apiRequest<ProductListResponse>(
          'GET',
          withQuery('/api/products', {
            status: 'active',
            stockStatus: 'available',
            pageSize: TILL_PAGE_SIZE,
            search,
          }),
        );
      } catch (error) {
        if (error instanceof ApiError || !userId) throw error;
        list = await searchCatalogue(userId, search, TILL_PAGE_SIZE);
      }
      return lessWaiting(list, await taken);
    },
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });

export const recentSalesQueryOptions = () =>
  queryOptions({
    queryKey: posKeys.recentSales,
    queryFn: () => apiRequest<PosSaleListResponse>('GET', `${SALES_PATH}?pageSize=${RECENT_SALES}`),
  });

export const useTillProducts = (search: string) => useQuery(tillProductsQueryOptions(search));
export const useRecentSales = () => useQuery(recentSalesQueryOptions());

/**
 * Checkout. A sale moves stock, balances and every figure: all cached lists go stale, and the
 * phone's copy of the catalogue follows the stock the sale took (for a later offline sale).
 */
export function useCreateSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreatePosSale; key: string }) =>
      apiRequest<PosSale>('POST', SALES_PATH, body, { 'idempotency-key': key }),
    onSuccess: () => {
      const userId = tillUserId();
      if (userId) void refreshCatalogue(userId).catch(() => {});
    },
    onSettled: () => client.invalidateQueries(),
  });
}
