import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoanApplicationInput } from '@shared/micro-lending/micro-lending.schemas';
import type { Language } from '@shared/i18n/languages';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { useLanguage } from '@client/i18n/use-text';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import {
  applyForLoan,
  getCreditProfile,
  getLender,
  listActiveLoans,
  listLoanHistory,
  repayLoan,
} from './micro-lending-endpoints';

export const microLendingKeys = {
  /** The profile's factors come worded in the app's language: each language is its own entry. */
  profile: (language: Language) => keyOf(getCreditProfile, language),
  lender: keyOf(getLender),
  active: keyOf(listActiveLoans),
  history: keyOf(listLoanHistory),
};

export const creditProfileQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: microLendingKeys.profile(language),
    queryFn: () => request(getCreditProfile, {}),
  });

export const lenderQueryOptions = () =>
  queryOptions({ queryKey: microLendingKeys.lender, queryFn: () => request(getLender, {}) });

export const activeLoansQueryOptions = () =>
  queryOptions({ queryKey: microLendingKeys.active, queryFn: () => request(listActiveLoans, {}) });

export const loanHistoryQueryOptions = () =>
  queryOptions({ queryKey: microLendingKeys.history, queryFn: () => request(listLoanHistory, {}) });

export const useCreditProfile = () => useQuery(creditProfileQueryOptions(useLanguage()));
export const useLender = () => useQuery(lenderQueryOptions());
export const useActiveLoans = () => useQuery(activeLoansQueryOptions());
export const useLoanHistory = () => useQuery(loanHistoryQueryOptions());

/** A loan or a repayment moves the profile, both lists and the payments overview. */
function useRefreshLending() {
  const client = useQueryClient();
  return () => void invalidateApiPaths(client, [API_AREAS.microLending, API_AREAS.payments]);
}

export function useApplyForLoan() {
  const onSettled = useRefreshLending();
  return useMutation({
    mutationFn: (body: LoanApplicationInput) => request(applyForLoan, { body }),
    onSettled,
  });
}

/** One Idempotency-Key per intended payment, so a retried tap pays once. */
export function useRepayLoan(loanId: string) {
  const onSettled = useRefreshLending();
  return useMutation({
    mutationFn: ({ key, amount }: { key: string; amount: string }) =>
      request(repayLoan, { params: { id: loanId }, body: { amount }, idempotencyKey: key }),
    onSettled,
  });
}
