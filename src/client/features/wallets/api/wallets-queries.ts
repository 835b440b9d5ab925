import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { listWallets, topUpWallet } from './wallets-endpoints';

export const walletKeys = { all: keyOf(listWallets) };

export const walletsQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.all, queryFn: () => request(listWallets, {}) });

export const useWallets = (enabled = true) => useQuery({ ...walletsQueryOptions(), enabled });

/** A cash top-up; the Idempotency-Key makes a retried tap count once. */
export function useTopUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      customerId,
      key,
      amount,
    }: {
      customerId: string;
      key: string;
      amount: string;
    }) => request(topUpWallet, { params: { customerId }, body: { amount }, idempotencyKey: key }),
    // The wallet balance on the payments overview moves too.
    onSuccess: () => void invalidateApiPaths(client, [API_AREAS.wallets, API_AREAS.payments]),
  });
}
