import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreditProfile,
  LenderInfo,
  Loan,
  LoanApplicationInput,
  LoanRepaymentResult,
} from '@shared/micro-lending/micro-lending.schemas';
import type { Language } from '@shared/i18n/languages';
import { apiRequest } from '@client/lib/api';
import { useLanguage } from '@client/i18n/use-text';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';

const BASE = '/api/micro-lending';
const PROFILE_PATH = `${BASE}/profile`;
const LENDER_PATH = `${BASE}/lender`;
const ACTIVE_PATH = `${BASE}/active`;
const HISTORY_PATH = `${BASE}/history`;

export const microLendingKeys = {
  profile: [PROFILE_PATH] as const,
  lender: [LENDER_PATH] as const,
  active: [ACTIVE_PATH] as const,
  history: [HISTORY_PATH] as const,
};

/** The profile's factors come worded in the app's language: each language is its own entry. */
export const creditProfileQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...microLendingKeys.profile, language],
    queryFn: () => apiRequest<CreditProfile>('GET', PROFILE_PATH),
  });

export const lenderQueryOptions = () =>
  queryOptions({
    queryKey: microLendingKeys.lender,
    queryFn: () => apiRequest<LenderInfo>('GET', LENDER_PATH),
  });

export const activeLoansQueryOptions = () =>
  queryOptions({
    queryKey: microLendingKeys.active,
    queryFn: () => apiRequest<Loan[]>('GET', ACTIVE_PATH),
  });

export const loanHistoryQueryOptions = () =>
  queryOptions({
    queryKey: microLendingKeys.history,
    queryFn: () => apiRequest<Loan[]>('GET', HISTORY_PATH),
  });

export const useCreditProfile = () => useQuery(creditProfileQueryOptions(useLanguage()));
export const useLender = () => useQuery(lenderQueryOptions());
export const useActiveLoans = () => useQuery(activeLoansQueryOptions());
export const useLoanHistory = () => useQuery(loanHistoryQueryOptions());

/** A loan or a repayment moves the profile, both lists and the payments overview. */
function useRefreshLending() {
  const client = useQueryClient();
  return () =>
    void invalidateApiPaths(client, [PROFILE_PATH, ACTIVE_PATH, HISTORY_PATH, '/api/payments']);
}

export function useApplyForLoan() {
  const onSettled = useRefreshLending();
  return useMutation({
    mutationFn: (body: LoanApplicationInput) => apiRequest<Loan>('POST', `${BASE}/apply`, body),
    onSettled,
  });
}

/** One Idempotency-Key per intended payment, so a retried tap pays once. */
export function useRepayLoan(loanId: string) {
  const onSettled = useRefreshLending();
  return useMutation({
    mutationFn: ({ key, amount }: { key: string; amount: string }) =>
      apiRequest<LoanRepaymentResult>(
        'POST',
        `${BASE}/repay/${loanId}`,
        { amount },
        { 'idempotency-key': key },
      ),
    onSettled,
  });
}
