// Apart from the zod schemas, so screens that show alerts load without zod.

export const STOCK_ALERT_MESSAGES = {
  title: 'Stock Alerts',
  empty: 'No stock alerts',
  markAllRead: 'Mark all read',
  markFailed: 'Failed to update stock alerts',
  loadFailed: 'Could not load stock alerts',
} as const;

type Alert = {
  alertType: 'low_stock' | 'out_of_stock' | 'stock_count' | 'expiring_soon' | 'expired_stock';
  stock: number;
  threshold: number;
  message: string;
};

/** The words of each kind of alert, so a screen can give them in its own language. */
export interface AlertWords {
  outOfStock: () => string;
  lowStock: (alert: Alert) => string;
  stockCount: (alert: Alert) => string;
  /** Dated units expiring within a week; the message says how many and when. */
  expiringSoon: (alert: Alert) => string;
  /** Dated units past their date. */
  expiredStock: (alert: Alert) => string;
}

const ENGLISH: AlertWords = {
  outOfStock: () => 'Out of stock',
  lowStock: (a) => `Low stock · ${a.stock} left (alert at ${a.threshold})`,
  stockCount: (a) => `Stock count · ${a.message}`,
  expiringSoon: (a) => `Expiring soon · ${a.message}`,
  expiredStock: (a) => `Expired · ${a.message}`,
};

/**
 * "Out of stock", "Low stock · 3 left (alert at 10)", or a stock count's or an expiry's own
 * message, in the words the screen gives.
 */
export function alertSummary(alert: Alert, words: AlertWords = ENGLISH): string {
  if (alert.alertType === 'out_of_stock') return words.outOfStock();
  if (alert.alertType === 'stock_count') return words.stockCount(alert);
  if (alert.alertType === 'expiring_soon') return words.expiringSoon(alert);
  if (alert.alertType === 'expired_stock') return words.expiredStock(alert);
  return words.lowStock(alert);
}
