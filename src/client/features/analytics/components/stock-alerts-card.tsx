import { AlertTriangle, PackageX } from 'lucide-react';
import { alertSummary, STOCK_ALERT_MESSAGES } from '@shared/stock-alerts/stock-alert-labels';
import type { StockAlert } from '@shared/stock-alerts/stock-alerts.schemas';
import { Section } from './section';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { analyticsText, type AnalyticsT } from '../analytics-text';

/** One alert's line in the active language. */
const summary = (alert: StockAlert, t: AnalyticsT) =>
  alertSummary(alert, {
    outOfStock: () => t('outOfStock'),
    lowStock: (a) => t('lowStock', { stock: a.stock, threshold: a.threshold }),
    stockCount: (a) => t('stockCount', { message: a.message }),
    expiringSoon: (a) => t('expiringSoon', { message: a.message }),
    expiredStock: (a) => t('expiredStock', { message: a.message }),
  });

/** The first 6 open stock alerts (docs/product.md "Constants"). */
export function StockAlertsCard({ alerts, sample }: { alerts: StockAlert[]; sample: boolean }) {
  const t = useText(analyticsText);
  return (
    <Section title={t('stockAlerts')} sample={sample}>
      {alerts.length === 0 ? (
        <p className="text-sm text-slate-500">{messageText(STOCK_ALERT_MESSAGES.empty)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex items-start gap-2 py-2">
              {alert.alertType === 'out_of_stock' ? (
                <PackageX className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
              ) : (
                <AlertTriangle
                  className="mt-0.5 size-4 shrink-0 text-amber-600"
                  aria-hidden="true"
                />
              )}
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{alert.productName}</p>
                <p className="text-xs text-slate-500">{summary(alert, t)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
