import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@shared/catalog/catalog.schemas';
import type { CreatePosSale, PosSale, PosSaleListResponse } from '@shared/pos/pos.schemas';
import { apiRequest } from '@client/lib/api';
import { queryClient } from '@client/lib/query-client';

export const TILL_PAGE_SIZE = 48;
const SALES_URL = '/api/pos-sales';

/** Only active products with stock above 0, searched on the server. */
export function useTillProducts(search: string) {
  const params = new URLSearchParams({
    status: 'active',
    stockStatus: 'available',
    pageSize: String(TILL_PAGE_SIZE),
  });
  if (search) params.set('search', search);
  const url = `/api/products?${params.toString()}`;
  return useQuery({
    queryKey: ['/api/products', 'till', search],
    queryFn: () => apiRequest<ProductListResponse>('GET', url),
    placeholderData: keepPreviousData,
  });
}

export const useRecentSales = () =>
  useQuery({
    queryKey: [SALES_URL, 'recent'],
    queryFn: () => apiRequest<PosSaleListResponse>('GET', `${SALES_URL}?pageSize=10`),
  });

/** Checkout. A sale moves stock, balances and every figure: all cached lists go stale. */
export function useCreateSale() {
  return useMutation({
    mutationFn: ({ body, key }: { body: CreatePosSale; key: string }) =>
      apiRequest<PosSale>('POST', SALES_URL, body, { 'idempotency-key': key }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
