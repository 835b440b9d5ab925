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
import { searchCatalogue } from '../offline/till-catalogue';
import { tillUserId } from '../offline/use-till-queue';

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
 * in the phone's copy of the catalogue (as last synced).
 */
export const tillProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: posKeys.tillProducts(search),
    queryFn: async () => {
      try {
        return await apiRequest<ProductListResponse>(
          'GET',
          withQuery('/api/products', {
            status: 'active',
            stockStatus: 'available',
            pageSize: TILL_PAGE_SIZE,
            search,
          }),
        );
      } catch (error) {
        const userId = tillUserId();
        if (error instanceof ApiError || !userId) throw error;
        return searchCatalogue(userId, search, TILL_PAGE_SIZE);
      }
    },
    placeholderData: keepPreviousData,
  });

export const recentSalesQueryOptions = () =>
  queryOptions({
    queryKey: posKeys.recentSales,
    queryFn: () => apiRequest<PosSaleListResponse>('GET', `${SALES_PATH}?pageSize=${RECENT_SALES}`),
  });

export const useTillProducts = (search: string) => useQuery(tillProductsQueryOptions(search));
export const useRecentSales = () => useQuery(recentSalesQueryOptions());

/** Checkout. A sale moves stock, balances and every figure: all cached lists go stale. */
export function useCreateSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreatePosSale; key: string }) =>
      apiRequest<PosSale>('POST', SALES_PATH, body, { 'idempotency-key': key }),
    onSettled: () => client.invalidateQueries(),
  });
}
