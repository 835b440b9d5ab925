import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  VasProviderInfo,
  VasPurchaseInput,
  VasPurchaseList,
  VasPurchaseResult,
} from '@shared/vas/vas.schemas';
import { apiRequest } from '@client/lib/api';
import { queryClient } from '@client/lib/query-client';
import { FLOAT_KEY } from './use-float';

const PURCHASES = '/api/vas/purchases';
export const HISTORY_PAGE_SIZE = 10;

/** Sandbox or live: the page shows a Sandbox badge while test vouchers are issued. */
export const useVasProvider = () => useQuery<VasProviderInfo>({ queryKey: ['/api/vas/provider'] });

export const useVasPurchases = (page: number) =>
  useQuery<VasPurchaseList>({
    queryKey: [`${PURCHASES}?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`],
    placeholderData: keepPreviousData,
  });

/** Buys from the wallet; the Idempotency-Key makes a retried confirm count once. */
export function useVasPurchase() {
  return useMutation({
    mutationFn: ({ input, key }: { input: VasPurchaseInput; key: string }) =>
      apiRequest<VasPurchaseResult>('POST', PURCHASES, input, { 'idempotency-key': key }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/payments/overview'] });
      void queryClient.invalidateQueries({ queryKey: FLOAT_KEY });
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(PURCHASES),
      });
    },
  });
}
