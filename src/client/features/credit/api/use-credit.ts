import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreditAccount,
  CreditAccountDetail,
  CreditSummary,
  RepaymentResult,
} from '@shared/credit/credit.schemas';
import { apiRequest } from '@client/lib/api';
import { queryClient } from '@client/lib/query-client';

export const CREDIT_KEYS = {
  accounts: ['/api/credit-accounts'] as const,
  summary: ['/api/credit-accounts/summary'] as const,
  account: (id: string) => ['/api/credit-accounts', id] as const,
};

/** Everything a credit change can move: the table, the tiles, the account and the payments page. */
function refreshCredit() {
  void queryClient.invalidateQueries({ queryKey: CREDIT_KEYS.accounts });
  void queryClient.invalidateQueries({ queryKey: CREDIT_KEYS.summary });
  void queryClient.invalidateQueries({ queryKey: ['/api/payments/overview'] });
}

export const useCreditAccounts = () =>
  useQuery<CreditAccount[]>({ queryKey: CREDIT_KEYS.accounts });
export const useCreditSummary = () => useQuery<CreditSummary>({ queryKey: CREDIT_KEYS.summary });
export const useCreditAccount = (id: string | null) =>
  useQuery<CreditAccountDetail>({ queryKey: CREDIT_KEYS.account(id ?? ''), enabled: Boolean(id) });

export function useCreateCreditAccount() {
  return useMutation({
    mutationFn: (body: { customerId: string; creditLimit: string }) =>
      apiRequest<CreditAccount>('POST', '/api/credit-accounts', {
        ...body,
        currentBalance: '0',
        status: 'active',
      }),
    onSuccess: refreshCredit,
  });
}

export function useUpdateCreditAccount(id: string) {
  return useMutation({
    mutationFn: (body: { creditLimit?: string; status?: CreditAccount['status'] }) =>
      apiRequest<CreditAccount>('PUT', `/api/credit-accounts/${id}`, body),
    onSuccess: refreshCredit,
  });
}

/** A repayment carries an Idempotency-Key so a retried tap is recorded once. */
export function useRepayCredit(id: string) {
  return useMutation({
    mutationFn: ({ key, ...body }: { key: string; amount: string; method: string }) =>
      apiRequest<RepaymentResult>('POST', `/api/credit-accounts/${id}/payments`, body, {
        'idempotency-key': key,
      }),
    onSuccess: refreshCredit,
  });
}
