import { TrendingUp } from 'lucide-react';
import type { Profit } from '@shared/analytics/profit.schemas';
import { formatRandDecimal, toCents } from '@shared/money/money';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';
import { useProfit } from '@client/api/profit-queries';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useText } from '@client/i18n/use-text';
import { dashboardText } from '../dashboard-text';

/**
 * One period's gross profit and its margin, or a dash while it loads. Never narrower than its
 * figure: at large text the two periods stack rather than cut the amount.
 */
function Period({ label, profit, testId }: { label: string; profit?: Profit; testId: string }) {
  const t = useText(dashboardText);
  return (
    <div className="min-w-fit flex-1" data-testid={testId}>
      <p className="text-xs font-medium text-slate-500 sm:text-sm">{label}</p>
      {profit ? (
        <>
          <p className="text-xl font-bold tracking-tight tabular-nums text-slate-900 sm:text-2xl">
            {formatRandDecimal(profit.grossProfit)}
          </p>
          <p className="text-xs text-slate-500">
            {profit.marginPercent === null
              ? t('profit.noSales')
              : t('profit.margin', { percent: profit.marginPercent.toFixed(1) })}
          </p>
        </>
      ) : (
        // As tall as the figure and its margin, so nothing moves when they arrive.
        <Skeleton className="mt-1 h-11 w-20 sm:h-12" />
      )}
    </div>
  );
}

/**
 * Gross profit and margin today and over the last 7 days, at each sale line's cost. Sales of
 * products without a cost yet are said apart (they are not in the figures).
 */
export default function ProfitTile() {
  const t = useText(dashboardText);
  const today = johannesburgDate(new Date());
  const day = useProfit(today, today);
  const week = useProfit(addDays(today, -6), today);
  if (day.isError || week.isError) {
    return (
      <Card className="p-3 text-sm text-slate-600 sm:p-5" role="status">
        {t('profit.loadError')}
      </Card>
    );
  }
  const withoutCost = toCents(week.data?.revenueWithoutCost ?? '0') ?? 0;
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-5" aria-labelledby="profit-title">
      <div className="flex items-center justify-between gap-2">
        <h2 id="profit-title" className="text-sm font-semibold text-slate-900">
          {t('profit.title')}
        </h2>
        <span className="rounded-lg bg-emerald-50 p-1.5 text-emerald-700">
          <TrendingUp className="size-4" aria-hidden="true" />
        </span>
      </div>
      <div className="flex flex-wrap gap-4">
        <Period label={t('profit.today')} profit={day.data} testId="profit-today" />
        <Period label={t('profit.week')} profit={week.data} testId="profit-week" />
      </div>
      {withoutCost > 0 ? (
        <p className="text-xs text-slate-500" data-testid="profit-without-cost">
          {t('profit.withoutCost', { amount: formatRandDecimal(week.data!.revenueWithoutCost) })}
        </p>
      ) : null}
    </Card>
  );
}
