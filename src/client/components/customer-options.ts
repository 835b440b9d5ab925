import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerListResponse } from '@shared/customers/customers.schemas';
import { MAX_PAGE_SIZE } from '@shared/paging/paging';
import { apiRequest } from '@client/lib/api';
import { withQuery } from '@client/lib/with-query';

/**
 * The customers a form can choose from (orders, credit, wallets, the till, repeat orders), as
 * many as one page holds, searched by name or phone on the server.
 */
export const customerOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['/api/customers', 'options', search] as const,
    queryFn: () =>
      apiRequest<CustomerListResponse>(
        'GET',
        withQuery('/api/customers', { pageSize: MAX_PAGE_SIZE, search }),
      ),
    select: (page) => page.items,
  });

export const useCustomerOptions = (search: string) => useQuery(customerOptionsQueryOptions(search));
