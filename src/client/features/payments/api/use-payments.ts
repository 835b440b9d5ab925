import { useMutation, useQuery } from '@tanstack/react-query';
import type { PaymentsOverview } from '@shared/payments/payments.schemas';
import type { TopUpResult, Wallet } from '@shared/wallets/wallets.schemas';
import { apiRequest } from '@client/lib/api';
import { queryClient } from '@client/lib/query-client';

const OVERVIEW_KEY = ['/api/payments/overview'] as const;
const WALLETS_KEY = ['/api/wallets'] as const;

export const usePaymentsOverview = () => useQuery<PaymentsOverview>({ queryKey: OVERVIEW_KEY });
export const useWallets = () => useQuery<Wallet[]>({ queryKey: WALLETS_KEY });

/** A cash top-up; the Idempotency-Key makes a retried tap count once. */
export function useTopUp() {
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
        `/api/wallets/${customerId}/top-ups`,
        { amount },
        {
          'idempotency-key': key,
        },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WALLETS_KEY });
      void queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
    },
  });
}
