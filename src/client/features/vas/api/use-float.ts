import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FloatDepositResult, FloatSummary } from '@shared/vas/float.schemas';
import { apiRequest } from '@client/lib/api';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';

export const FLOAT_PATH = '/api/vas/float';
const DEPOSITS_PATH = '/api/vas/float-deposits';

export const floatKeys = { summary: [FLOAT_PATH] as const };

export const floatQueryOptions = () =>
  queryOptions({
    queryKey: floatKeys.summary,
    queryFn: () => apiRequest<FloatSummary>('GET', FLOAT_PATH),
  });

/** The wallet's float and the deposits still waiting for the provider. */
export const useFloat = () => useQuery(floatQueryOptions());

/** The wallet balance moved: the float card and the payments overview read it again. */
const refreshBalances = (client: ReturnType<typeof useQueryClient>) =>
  invalidateApiPaths(client, [FLOAT_PATH, '/api/payments/overview']);

/** Loads float; the Idempotency-Key makes a retried tap count once. */
export function useLoadFloat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, key }: { amount: string; key: string }) =>
      apiRequest<FloatDepositResult>('POST', DEPOSITS_PATH, { amount }, { 'idempotency-key': key }),
    onSuccess: () => refreshBalances(client),
  });
}

/** Asks the provider whether a pending deposit has arrived. */
export function useCheckDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<FloatDepositResult>('POST', `${DEPOSITS_PATH}/${id}/refresh`),
    onSuccess: () => refreshBalances(client),
  });
}
