import type { QueryClient } from '@tanstack/react-query';
import { invalidateApiPaths } from './invalidate-api-paths';

/** An order changes stock, the dashboard and customers' histories: all of them refetch. */
const AFFECTED_BY_ORDERS = [
  '/api/orders',
  '/api/products',
  '/api/analytics',
  '/api/customers',
  '/api/stock-alerts',
];

export const refetchAfterOrder = (client: QueryClient) =>
  invalidateApiPaths(client, AFFECTED_BY_ORDERS);
