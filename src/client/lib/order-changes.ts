import type { QueryClient } from '@tanstack/react-query';

/** An order changes stock, the dashboard and customers' histories: all of them refetch. */
const AFFECTED_BY_ORDERS = [
  '/api/orders',
  '/api/products',
  '/api/analytics',
  '/api/customers',
  '/api/stock-alerts',
];

export const refetchAfterOrder = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      AFFECTED_BY_ORDERS.some((key) => String(queryKey[0]).startsWith(key)),
  });
