import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreditAccount,
  RepaymentInput,
  UpdateCreditAccountInput,
} from '@shared/credit/credit.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import {
  createCreditAccount,
  getCreditAccount,
  getCreditSummary,
  listCreditAccounts,
  repayCredit,
  updateCreditAccount,
} from './credit-endpoints';

export const creditKeys = {
  accounts: keyOf(listCreditAccounts),
  summary: keyOf(getCreditSummary),
  account: (id: string) => keyOf(getCreditAccount, id),
};

export const creditAccountsQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.accounts,
    queryFn: () => request(listCreditAccounts, {}),
  });

export const creditSummaryQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.summary,
    queryFn: () => request(getCreditSummary, {}),
  });

export const creditAccountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creditKeys.account(id),
    queryFn: () => request(getCreditAccount, { params: { id } }),
  });

export const useCreditAccounts = () => useQuery(creditAccountsQueryOptions());
export const useCreditSummary = () => useQuery(creditSummaryQueryOptions());
export const useCreditAccount = (id: string | null) =>
  useQuery({ ...creditAccountQueryOptions(id ?? ''), enabled: Boolean(id) });

/** Everything a credit change can move: the table, the tiles, the account and the payments page. */
function useRefreshCredit() {
  const client = useQueryClient();
  return () => void invalidateApiPaths(client, [API_AREAS.credit, API_AREAS.payments]);
}

export function useCreateCreditAccount() {
  const onSuccess = useRefreshCredit();
  return useMutation({
    mutationFn: (body: { customerId: string; creditLimit: string }) =>
      request(createCreditAccount, {
        body: { ...body, currentBalance: '0', status: 'active' },
      }),
    onSuccess,
  });
}

export function useUpdateCreditAccount(id: string) {
  const onSuccess = useRefreshCredit();
  return useMutation({
    mutationFn: (body: UpdateCreditAccountInput & { status?: CreditAccount['status'] }) =>
      request(updateCreditAccount, { params: { id }, body }),
    onSuccess,
  });
}

/** A repayment carries an Idempotency-Key so a retried tap is recorded once. */
export function useRepayCredit(id: string) {
  const onSuccess = useRefreshCredit();
  return useMutation({
    mutationFn: ({ key, ...body }: RepaymentInput & { key: string }) =>
      request(repayCredit, { params: { id }, body, idempotencyKey: key }),
    onSuccess,
  });
}
