import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Customer,
  CustomerInput,
  CustomerListResponse,
} from '@shared/customers/customers.schemas';
import { MAX_PAGE_SIZE } from '@shared/paging/paging';
import { apiRequest } from '@client/lib/api';
import { withQuery } from '@client/lib/with-query';

/**
 * The customers a form can choose from (orders, credit, wallets, the till, repeat orders), as
 * many as one page holds, searched by name or phone on the server.
 */
export const CUSTOMERS_PATH = '/api/customers';

export const customerOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [CUSTOMERS_PATH, 'options', search] as const,
    queryFn: () =>
      apiRequest<CustomerListResponse>(
        'GET',
        withQuery(CUSTOMERS_PATH, { pageSize: MAX_PAGE_SIZE, search }),
      ),
    select: (page) => page.items,
  });

export const useCustomerOptions = (search: string) => useQuery(customerOptionsQueryOptions(search));

/** Creates (no id) or updates a customer; refreshes every customer list and picker. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CustomerInput }) =>
      id
        ? apiRequest<Customer>('PUT', `${CUSTOMERS_PATH}/${id}`, values)
        : apiRequest<Customer>('POST', CUSTOMERS_PATH, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CUSTOMERS_PATH] }),
  });
}
