import { useState } from 'react';
import type { StockAlert } from '@shared/stock-alerts/stock-alerts.schemas';
import { request } from '@client/api/endpoint';
import { markAlertRead, markAllAlertsRead } from './stock-alerts-endpoints';

/**
 * A write of the alerts panel: `mutate` with an onError, `isPending` while it runs. Plain state
 * rather than useMutation, and `onChanged` (the bell's refresh) rather than the query client:
 * the panel loads on the first tap and brings no query code of its own, so the first load of
 * every page stays as it was.
 */
function useAlertWrite<T>(write: (input: T) => Promise<unknown>, onChanged: () => void) {
  const [isPending, setPending] = useState(false);
  return {
    isPending,
    mutate(input: T, { onError }: { onError: (error: unknown) => void }) {
      setPending(true);
      write(input)
        .then(onChanged, onError)
        .finally(() => setPending(false));
    },
  };
}

export const useMarkAlertRead = (onChanged: () => void) =>
  useAlertWrite((id: string) => request(markAlertRead, { params: { id } }), onChanged);

/** Marks read every alert up to the newest one shown: alerts raised since stay unread. */
export const useMarkAllAlertsRead = (onChanged: () => void) =>
  useAlertWrite(
    (alerts: readonly StockAlert[]) =>
      request(markAllAlertsRead, { body: { before: newestCreatedAt(alerts) } }),
    onChanged,
  );

export function newestCreatedAt(alerts: readonly StockAlert[]): string {
  return alerts.reduce(
    (newest, alert) => (alert.createdAt > newest ? alert.createdAt : newest),
    new Date(0).toISOString(),
  );
}
