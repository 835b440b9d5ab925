import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Customer,
  CustomerDetail,
  CustomerInput,
  CustomerListResponse,
} from '@shared/customers/customers.schemas';
import { apiRequest } from '@client/lib/api';

export const CUSTOMERS_KEY = '/api/customers';
export const CUSTOMERS_PAGE_SIZE = 20;

/** A page of customers; the server searches by name or phone (any common phone form). */
export const useCustomers = (search: string, page: number) =>
  useQuery({
    queryKey: [CUSTOMERS_KEY, { search, page }],
    queryFn: () => {
      const params = new URLSearchParams({
        page: String(page),
        pageSize: String(CUSTOMERS_PAGE_SIZE),
      });
      if (search) params.set('search', search);
      return apiRequest<CustomerListResponse>('GET', `${CUSTOMERS_KEY}?${params.toString()}`);
    },
    placeholderData: keepPreviousData,
  });

/** The customer with their latest orders and till sales. */
export const useCustomerDetail = (id: string | null) =>
  useQuery({
    queryKey: [CUSTOMERS_KEY, 'detail', id],
    queryFn: () => apiRequest<CustomerDetail>('GET', `${CUSTOMERS_KEY}/${id}`),
    enabled: id !== null,
  });

/** Creates (no id) or updates a customer; refreshes every customer list and picker. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CustomerInput }) =>
      id
        ? apiRequest<Customer>('PUT', `${CUSTOMERS_KEY}/${id}`, values)
        : apiRequest<Customer>('POST', CUSTOMERS_KEY, values),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => String(queryKey[0]).startsWith(CUSTOMERS_KEY),
      }),
  });
}
