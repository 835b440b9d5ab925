import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CustomerInput, CustomerListQuery } from '@shared/customers/customers.schemas';
import { MAX_PAGE_SIZE } from '@shared/paging/page-size';
import { invalidateApiPaths } from '@client/lib/invalidate-api-paths';
import { API_AREAS } from './areas';
import { keyOf, request } from './endpoint';
import { createCustomer, getCustomer, listCustomers, updateCustomer } from './customers-endpoints';

/** Every customer query, the pickers of other areas included, starts with '/api/customers'. */
export const customerKeys = {
  list: (query: CustomerListQuery) => keyOf(listCustomers, query),
  detail: (id: string | null) => keyOf(getCustomer, id),
};

/** A page of customers; the server searches by name or phone (any common phone form). */
export const customerListQueryOptions = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: () => request(listCustomers, { query }),
    placeholderData: keepPreviousData,
  });

/**
 * The customers a form can choose from (orders, credit, wallets, the till, repeat orders), as
 * many as one page holds, searched by name or phone on the server.
 */
export const useCustomerOptions = (search: string) =>
  useQuery({
    ...customerListQueryOptions({ pageSize: MAX_PAGE_SIZE, search }),
    placeholderData: undefined,
    select: (page) => page.items,
  });

/** The customer with their latest orders and till sales. */
export const customerDetailQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: () => request(getCustomer, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });

/** Creates (no id) or updates a customer; refreshes every customer list and picker. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CustomerInput }) =>
      id
        ? request(updateCustomer, { params: { id }, body: values })
        : request(createCustomer, { body: values }),
    onSuccess: () => invalidateApiPaths(queryClient, [API_AREAS.customers]),
  });
}
