import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyOf, request } from '@client/api/endpoint';
import { listStockAlerts } from './stock-alerts-endpoints';

export const stockAlertKeys = { all: keyOf(listStockAlerts) };

/**
 * The top bar's bell reads the open alerts on every page, so marking them read lives apart
 * (stock-alerts-mutations.ts, loaded with the panel).
 */
export const stockAlertsQueryOptions = () =>
  queryOptions({ queryKey: stockAlertKeys.all, queryFn: () => request(listStockAlerts, {}) });

export const useStockAlerts = (enabled = true) =>
  useQuery({ ...stockAlertsQueryOptions(), enabled });
