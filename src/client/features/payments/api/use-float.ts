import { useMutation, useQuery } from '@tanstack/react-query';
import type { FloatDepositResult, FloatSummary } from '@shared/vas/float.schemas';
import { apiRequest } from '@client/lib/api';
import { queryClient } from '@client/lib/query-client';

export const FLOAT_KEY = ['/api/vas/float'] as const;

/** The wallet balance moved: the float card and the payments overview read it again. */
const refreshBalances = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: FLOAT_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/payments/overview'] }),
  ]);

export const useFloat = () => useQuery<FloatSummary>({ queryKey: FLOAT_KEY });

/** Loads float; the Idempotency-Key makes a retried tap count once. */
export function useLoadFloat() {
  return useMutation({
    mutationFn: ({ amount, key }: { amount: string; key: string }) =>
      apiRequest<FloatDepositResult>(
        'POST',
        '/api/vas/float-deposits',
        { amount },
        { 'idempotency-key': key },
      ),
    onSuccess: refreshBalances,
  });
}

/** Asks the provider whether a pending deposit has arrived. */
export function useCheckDeposit() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<FloatDepositResult>('POST', `/api/vas/float-deposits/${id}/refresh`),
    onSuccess: refreshBalances,
  });
}
