import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import type { StockAlert } from '@shared/stock-alerts/stock-alerts.schemas';
import { ALERTS_PATH } from './alerts-path';

export const stockAlertKeys = { all: [ALERTS_PATH] as const };

/**
 * Open stock alerts (not yet restocked): unread first, then newest first. The top bar's bell
 * reads them on every page, so marking them read lives apart (use-stock-alert-actions).
 */
export const stockAlertsQueryOptions = () =>
  queryOptions({
    queryKey: stockAlertKeys.all,
    queryFn: () => apiRequest<StockAlert[]>('GET', ALERTS_PATH),
  });

export const useStockAlerts = (enabled = true) =>
  useQuery({ ...stockAlertsQueryOptions(), enabled });
