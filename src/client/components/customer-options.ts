import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerListResponse } from '@shared/customers/customers.schemas';
import { MAX_PAGE_SIZE } from '@shared/paging/paging';
import { apiRequest } from '@client/lib/api';

/**
 * The customers a form can choose from (orders, credit, wallets, the till, repeat orders), as
 * many as one page holds, searched by name or phone on the server.
 */
export function customerOptionsQueryOptions(search: string) {
  const params = new URLSearchParams({ pageSize: String(MAX_PAGE_SIZE) });
  if (search) params.set('search', search);
  return queryOptions({
    queryKey: ['/api/customers', 'options', search] as const,
    queryFn: () => apiRequest<CustomerListResponse>('GET', `/api/customers?${params.toString()}`),
    select: (page) => page.items,
  });
}

export const useCustomerOptions = (search: string) => useQuery(customerOptionsQueryOptions(search));
