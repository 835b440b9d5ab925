import type { QueryClient } from '@tanstack/react-query';
import { invalidateApiPaths } from './invalidate-api-paths';

/** An order changes stock, the dashboard, customers' histories and stamps: all of them refetch. */
const AFFECTED_BY_ORDERS = [
  '/api/orders',
  '/api/products',
  '/api/analytics',
  '/api/customers',
  '/api/stock-alerts',
  '/api/loyalty-cards',
];

export const refetchAfterOrder = (client: QueryClient) =>
  invalidateApiPaths(client, AFFECTED_BY_ORDERS);
