import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Customer,
  CustomerDetail,
  CustomerInput,
  CustomerListResponse,
} from '@shared/customers/customers.schemas';
import { apiRequest } from '@client/lib/api';
import { withQuery } from '@client/lib/with-query';

const CUSTOMERS_PATH = '/api/customers';
export const CUSTOMERS_PAGE_SIZE = 20;

/** Every customer query, the pickers of other areas included, starts with CUSTOMERS_PATH. */
export const customerKeys = {
  all: [CUSTOMERS_PATH] as const,
  list: (search: string, page: number) => [CUSTOMERS_PATH, { search, page }] as const,
  detail: (id: string | null) => [CUSTOMERS_PATH, 'detail', id] as const,
};

/** A page of customers; the server searches by name or phone (any common phone form). */
export const customersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.list(search, page),
    queryFn: () =>
      apiRequest<CustomerListResponse>(
        'GET',
        withQuery(CUSTOMERS_PATH, { page, pageSize: CUSTOMERS_PAGE_SIZE, search }),
      ),
    placeholderData: keepPreviousData,
  });

/** The customer with their latest orders and till sales. */
export const customerDetailQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: () => apiRequest<CustomerDetail>('GET', `${CUSTOMERS_PATH}/${id}`),
    enabled: id !== null,
  });

export const useCustomers = (search: string, page: number) =>
  useQuery(customersQueryOptions(search, page));
export const useCustomerDetail = (id: string | null) => useQuery(customerDetailQueryOptions(id));

/** Creates (no id) or updates a customer; refreshes every customer list and picker. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CustomerInput }) =>
      id
        ? apiRequest<Customer>('PUT', `${CUSTOMERS_PATH}/${id}`, values)
        : apiRequest<Customer>('POST', CUSTOMERS_PATH, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
