import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetail, CustomerListResponse } from '@shared/customers/customers.schemas';
import { CUSTOMERS_PATH } from '@client/components/customer-options';
import { apiRequest } from '@client/lib/api';
import { withQuery } from '@client/lib/with-query';
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
