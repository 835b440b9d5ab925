import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';
import type { StockAlert } from '@shared/stock-alerts/stock-alerts.schemas';
import { ALERTS_PATH, stockAlertKeys } from './use-stock-alerts';

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all });
}

export function useMarkAlertRead() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest<StockAlert>('PUT', `${ALERTS_PATH}/${id}/read`),
    onSuccess,
  });
}

/** Marks read every alert up to the newest one shown: alerts raised since stay unread. */
export function useMarkAllAlertsRead() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (alerts: readonly StockAlert[]) =>
      apiRequest<{ updated: number }>('PUT', `${ALERTS_PATH}/read`, {
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
