import type { QueryClient } from '@tanstack/react-query';
import { API_AREAS } from '@client/api/areas';
import { invalidateApiPaths } from './invalidate-api-paths';

/** An order changes stock, the dashboard, customers' histories and stamps: all of them refetch. */
const AFFECTED_BY_ORDERS = [
  API_AREAS.orders,
  API_AREAS.products,
  API_AREAS.analytics,
  API_AREAS.customers,
  API_AREAS.stockAlerts,
  API_AREAS.loyalty,
];

export const refetchAfterOrder = (client: QueryClient) =>
  invalidateApiPaths(client, AFFECTED_BY_ORDERS);
