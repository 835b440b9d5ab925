import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreditProfile,
  LenderInfo,
  Loan,
  LoanApplicationInput,
  LoanRepaymentResult,
} from '@shared/micro-lending/micro-lending.schemas';
import { apiRequest } from '@client/lib/api';
import { queryClient } from '@client/lib/query-client';

const BASE = '/api/micro-lending';

export const microLendingKeys = {
  profile: [`${BASE}/profile`] as const,
  lender: [`${BASE}/lender`] as const,
  active: [`${BASE}/active`] as const,
  history: [`${BASE}/history`] as const,
};

export const microLendingQueryOptions = {
  profile: () => queryOptions<CreditProfile>({ queryKey: microLendingKeys.profile }),
  lender: () => queryOptions<LenderInfo>({ queryKey: microLendingKeys.lender }),
  active: () => queryOptions<Loan[]>({ queryKey: microLendingKeys.active }),
  history: () => queryOptions<Loan[]>({ queryKey: microLendingKeys.history }),
};

export const useCreditProfile = () => useQuery(microLendingQueryOptions.profile());
export const useLender = () => useQuery(microLendingQueryOptions.lender());
export const useActiveLoans = () => useQuery(microLendingQueryOptions.active());
export const useLoanHistory = () => useQuery(microLendingQueryOptions.history());

/** A loan or a repayment moves the profile, both lists and the payments overview. */
function refreshLending() {
  for (const queryKey of [
    microLendingKeys.profile,
    microLendingKeys.active,
    microLendingKeys.history,
    ['/api/payments/overview'],
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useApplyForLoan() {
  return useMutation({
    mutationFn: (body: LoanApplicationInput) => apiRequest<Loan>('POST', `${BASE}/apply`, body),
    onSettled: refreshLending,
  });
}

/** One Idempotency-Key per intended payment, so a retried tap pays once. */
export function useRepayLoan(loanId: string) {
  return useMutation({
    mutationFn: ({ key, amount }: { key: string; amount: string }) =>
      apiRequest<LoanRepaymentResult>(
        'POST',
        `${BASE}/repay/${loanId}`,
        { amount },
        { 'idempotency-key': key },
      ),
    onSettled: refreshLending,
  });
}
