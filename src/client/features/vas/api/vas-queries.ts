import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { VasPurchaseInput } from '@shared/vas/vas.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { buyVas, getVasProvider, listVasPurchases } from './vas-endpoints';

export const HISTORY_PAGE_SIZE = 10;
const historyPage = (page: number) => ({ page, pageSize: HISTORY_PAGE_SIZE });

export const vasKeys = {
  provider: keyOf(getVasProvider),
  purchases: (page: number) => keyOf(listVasPurchases, historyPage(page)),
};

export const vasProviderQueryOptions = () =>
  queryOptions({ queryKey: vasKeys.provider, queryFn: () => request(getVasProvider, {}) });

export const vasPurchasesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: vasKeys.purchases(page),
    queryFn: () => request(listVasPurchases, { query: historyPage(page) }),
    placeholderData: keepPreviousData,
  });

export const useVasProvider = () => useQuery(vasProviderQueryOptions());
export const useVasPurchases = (page: number) => useQuery(vasPurchasesQueryOptions(page));

/** Buys from the wallet; the Idempotency-Key makes a retried confirm count once. */
export function useVasPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: VasPurchaseInput; key: string }) =>
      request(buyVas, { body: input, idempotencyKey: key }),
    // The wallet balance (overview and float) moves with every purchase, paid or refunded.
    onSettled: () =>
      void invalidateApiPaths(client, [listVasPurchases.path, API_AREAS.payments, API_AREAS.float]),
  });
}
