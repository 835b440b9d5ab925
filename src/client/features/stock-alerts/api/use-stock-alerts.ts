import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import type { StockAlert } from '@shared/stock-alerts/stock-alerts.schemas';

export const STOCK_ALERTS_KEY = ['/api/stock-alerts'] as const;

export const useStockAlerts = (enabled = true) =>
  useQuery<StockAlert[]>({ queryKey: STOCK_ALERTS_KEY, enabled });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: STOCK_ALERTS_KEY });
}

export function useMarkAlertRead() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest<StockAlert>('PUT', `/api/stock-alerts/${id}/read`),
    onSuccess,
  });
}

/** Marks read every alert up to the newest one shown: alerts raised since stay unread. */
export function useMarkAllAlertsRead() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (alerts: readonly StockAlert[]) =>
      apiRequest<{ updated: number }>('PUT', '/api/stock-alerts/read', {
        before: newestCreatedAt(alerts),
      }),
    onSuccess,
  });
}

export function newestCreatedAt(alerts: readonly StockAlert[]): string {
  return alerts.reduce(
    (newest, alert) => (alert.createdAt > newest ? alert.createdAt : newest),
    new Date(0).toISOString(),
  );
}
