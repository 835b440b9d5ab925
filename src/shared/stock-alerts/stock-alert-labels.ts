// Apart from the zod schemas, so screens that show alerts load without zod.

export const STOCK_ALERT_MESSAGES = {
  title: 'Stock Alerts',
  empty: 'No stock alerts',
  markAllRead: 'Mark all read',
  markFailed: 'Failed to update stock alerts',
} as const;

/** "Out of stock", "Low stock · 3 left (alert at 10)", or a stock count's own message. */
export function alertSummary(alert: {
  alertType: 'low_stock' | 'out_of_stock' | 'stock_count';
  stock: number;
  threshold: number;
  message: string;
}): string {
  if (alert.alertType === 'out_of_stock') return 'Out of stock';
  if (alert.alertType === 'stock_count') return `Stock count · ${alert.message}`;
  return `Low stock · ${alert.stock} left (alert at ${alert.threshold})`;
}
