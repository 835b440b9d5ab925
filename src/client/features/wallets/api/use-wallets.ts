import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TopUpResult, Wallet } from '@shared/wallets/wallets.schemas';
import { apiRequest } from '@client/lib/api';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';

const WALLETS_PATH = '/api/wallets';

export const walletKeys = { all: [WALLETS_PATH] as const };

export const walletsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.all,
    queryFn: () => apiRequest<Wallet[]>('GET', WALLETS_PATH),
  });

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
    }) =>
      apiRequest<TopUpResult>(
        'POST',
        `${WALLETS_PATH}/${customerId}/top-ups`,
        { amount },
        { 'idempotency-key': key },
      ),
    // The wallet balance on the payments overview moves too.
    onSuccess: () => void invalidateApiPaths(client, [WALLETS_PATH, '/api/payments/overview']),
  });
}
