import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreditAccount,
  CreditAccountDetail,
  CreditSummary,
  RepaymentResult,
} from '@shared/credit/credit.schemas';
import { apiRequest } from '@client/lib/api';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';

const ACCOUNTS_PATH = '/api/credit-accounts';
const SUMMARY_PATH = '/api/credit-accounts/summary';

export const creditKeys = {
  accounts: [ACCOUNTS_PATH] as const,
  summary: [SUMMARY_PATH] as const,
  account: (id: string) => [ACCOUNTS_PATH, id] as const,
};

export const creditAccountsQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.accounts,
    queryFn: () => apiRequest<CreditAccount[]>('GET', ACCOUNTS_PATH),
  });

export const creditSummaryQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.summary,
    queryFn: () => apiRequest<CreditSummary>('GET', SUMMARY_PATH),
  });

export const creditAccountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creditKeys.account(id),
    queryFn: () => apiRequest<CreditAccountDetail>('GET', `${ACCOUNTS_PATH}/${id}`),
  });

export const useCreditAccounts = () => useQuery(creditAccountsQueryOptions());
export const useCreditSummary = () => useQuery(creditSummaryQueryOptions());
export const useCreditAccount = (id: string | null) =>
  useQuery({ ...creditAccountQueryOptions(id ?? ''), enabled: Boolean(id) });

/** Everything a credit change can move: the table, the tiles, the account and the payments page. */
function useRefreshCredit() {
  const client = useQueryClient();
  return () => void invalidateApiPaths(client, [ACCOUNTS_PATH, '/api/payments/overview']);
}

export function useCreateCreditAccount() {
  const onSuccess = useRefreshCredit();
  return useMutation({
    mutationFn: (body: { customerId: string; creditLimit: string }) =>
      apiRequest<CreditAccount>('POST', ACCOUNTS_PATH, {
        ...body,
        currentBalance: '0',
        status: 'active',
      }),
    onSuccess,
  });
}

export function useUpdateCreditAccount(id: string) {
  const onSuccess = useRefreshCredit();
  return useMutation({
    mutationFn: (body: { creditLimit?: string; status?: CreditAccount['status'] }) =>
      apiRequest<CreditAccount>('PUT', `${ACCOUNTS_PATH}/${id}`, body),
    onSuccess,
  });
}

/** A repayment carries an Idempotency-Key so a retried tap is recorded once. */
export function useRepayCredit(id: string) {
  const onSuccess = useRefreshCredit();
  return useMutation({
    mutationFn: ({ key, ...body }: { key: string; amount: string; method: string }) =>
      apiRequest<RepaymentResult>('POST', `${ACCOUNTS_PATH}/${id}/payments`, body, {
        'idempotency-key': key,
      }),
    onSuccess,
  });
}
