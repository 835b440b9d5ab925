import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  VasProviderInfo,
  VasPurchaseInput,
  VasPurchaseList,
  VasPurchaseResult,
} from '@shared/vas/vas.schemas';
import { apiRequest } from '@client/lib/api';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { FLOAT_PATH } from './use-float';

const PURCHASES_PATH = '/api/vas/purchases';
const PROVIDER_PATH = '/api/vas/provider';
export const HISTORY_PAGE_SIZE = 10;

export const vasKeys = {
  provider: [PROVIDER_PATH] as const,
  purchases: (page: number) => [PURCHASES_PATH, { page, pageSize: HISTORY_PAGE_SIZE }] as const,
};

/** Sandbox or live: the page shows a Sandbox badge while test vouchers are issued. */
export const vasProviderQueryOptions = () =>
  queryOptions({
    queryKey: vasKeys.provider,
    queryFn: () => apiRequest<VasProviderInfo>('GET', PROVIDER_PATH),
  });

export const vasPurchasesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: vasKeys.purchases(page),
    queryFn: () =>
      apiRequest<VasPurchaseList>(
        'GET',
        `${PURCHASES_PATH}?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useVasProvider = () => useQuery(vasProviderQueryOptions());
export const useVasPurchases = (page: number) => useQuery(vasPurchasesQueryOptions(page));

/** Buys from the wallet; the Idempotency-Key makes a retried confirm count once. */
export function useVasPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: VasPurchaseInput; key: string }) =>
      apiRequest<VasPurchaseResult>('POST', PURCHASES_PATH, input, { 'idempotency-key': key }),
    // The wallet balance (overview and float) moves with every purchase, paid or refunded.
    onSettled: () =>
      void invalidateApiPaths(client, [PURCHASES_PATH, '/api/payments/overview', FLOAT_PATH]),
  });
}
