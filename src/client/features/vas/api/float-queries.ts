import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { getFloat, loadFloat, refreshFloatDeposit } from './vas-endpoints';

export const floatKeys = { summary: keyOf(getFloat) };

export const floatQueryOptions = () =>
  queryOptions({ queryKey: floatKeys.summary, queryFn: () => request(getFloat, {}) });

/** The wallet's float and the deposits still waiting for the provider. */
export const useFloat = () => useQuery(floatQueryOptions());

/** The wallet balance moved: the float card and the payments overview read it again. */
const refreshBalances = (client: ReturnType<typeof useQueryClient>) =>
  invalidateApiPaths(client, [API_AREAS.float, API_AREAS.payments]);

/** Loads float; the Idempotency-Key makes a retried tap count once. */
export function useLoadFloat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, key }: { amount: string; key: string }) =>
      request(loadFloat, { body: { amount }, idempotencyKey: key }),
    onSuccess: () => refreshBalances(client),
  });
}

/** Asks the provider whether a pending deposit has arrived. */
export function useCheckDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(refreshFloatDeposit, { params: { id } }),
    onSuccess: () => refreshBalances(client),
  });
}
