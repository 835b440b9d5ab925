import { AlertTriangle } from 'lucide-react';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Card, CardContent } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { dashboardText } from '../dashboard-text';

/**
 * Offline sales of the last 7 days with a line rung up below the shop's price or at R0: the
 * goods left, so the sales stand, but the owner sees how many and how much less they brought.
 */
export default function BelowPriceNotice({ below }: { below: Dashboard['offlineBelowPrice'] }) {
  const t = useText(dashboardText);
  if (below.sales === 0) return null;
  return (
    <Card role="status" className="border-amber-300 bg-amber-50">
      <CardContent className="flex items-start gap-3 pt-5">
        <AlertTriangle className="size-6 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold text-amber-900">{t('belowPriceTitle')}</p>
          <p className="break-words text-sm text-amber-900">
            {t('belowPriceNotice', {
              count: below.sales,
              amount: formatRandDecimal(below.amount),
            })}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
