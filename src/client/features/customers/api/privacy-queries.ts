import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentChange } from '@shared/customers/consent.schemas';
import { API_AREAS } from '@client/api/areas';
import { keyOf, request } from '@client/api/endpoint';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { eraseCustomer, getConsents, recordConsent } from './privacy-endpoints';

const consentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keyOf(getConsents, id),
    queryFn: () => request(getConsents, { params: { id } }),
  });

export const useConsents = (id: string) => useQuery(consentQueryOptions(id));

/** Records an agreement or an opt-out; the answer is the new state, kept as the query's data. */
export function useRecordConsent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentChange) => request(recordConsent, { params: { id }, body }),
    onSuccess: (consent) => client.setQueryData(consentQueryOptions(id).queryKey, consent),
  });
}

/** Erases a customer: every list naming customers (the book, sales, orders...) goes stale. */
export function useEraseCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(eraseCustomer, { params: { id } }),
    onSuccess: () =>
      invalidateApiPaths(client, [
        API_AREAS.customers,
        API_AREAS.credit,
        API_AREAS.wallets,
        API_AREAS.loyalty,
        API_AREAS.orders,
        API_AREAS.posSales,
      ]),
  });
}
