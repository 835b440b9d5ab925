import { PERFORMANCE_DAYS } from '@shared/analytics/product-figures';
import type { Profit } from '@shared/analytics/profit.schemas';
import { formatRandDecimal, toCents } from '@shared/money/money';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';
import { useProfit } from '@client/api/profit-queries';
import { SkeletonLine } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from '../analytics-text';
import { Section, formatPercent } from './section';

/** The products with the most gross profit shown. */
export const TOP_PROFIT_PRODUCTS = 5;

const loss = (amount: string) => (toCents(amount) ?? 0) < 0;

function Figures({ profit }: { profit: Profit }) {
  const t = useText(analyticsText);
  const top = profit.products.slice(0, TOP_PROFIT_PRODUCTS);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['profit.revenue', formatRandDecimal(profit.revenue)],
            ['profit.cost', formatRandDecimal(profit.costOfGoods)],
            ['profit.gross', formatRandDecimal(profit.grossProfit)],
            ['profit.margin', formatPercent(profit.marginPercent)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500">{t(label)}</dt>
            <dd className="text-lg font-bold tabular-nums text-slate-900" data-testid={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {toCents(profit.revenueWithoutCost) ? (
        <p className="mt-2 text-xs text-slate-500">
          {t('profit.withoutCost', { amount: formatRandDecimal(profit.revenueWithoutCost) })}
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('profit.topProducts')}</h3>
      {top.length === 0 ? (
        <p className="text-sm text-slate-500">{t('profit.empty')}</p>
      ) : (
        <ol
          className="flex flex-col divide-y divide-slate-100"
          aria-label={t('profit.topProducts')}
        >
          {top.map((product) => (
            <li key={product.productId} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{product.productName}</p>
                <p className="text-xs text-slate-500">
                  {t('profit.productLine', {
                    units: product.unitsSold,
                    margin: formatPercent(product.marginPercent),
                  })}
                </p>
              </div>
              <span
                className={cn(
                  'shrink-0 font-semibold tabular-nums',
                  loss(product.grossProfit) && 'text-red-700',
                )}
              >
                {formatRandDecimal(product.grossProfit)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * Gross profit over the screen's period (the last 30 days, today included), at each sale line's
 * cost: revenue excl. VAT, cost of goods, profit, margin, and the products that made the most.
 */
export function ProfitSection({
  today = johannesburgDate(new Date()),
  className,
}: {
  today?: string;
  className?: string;
}) {
  const t = useText(analyticsText);
  const profit = useProfit(addDays(today, -(PERFORMANCE_DAYS - 1)), today);
  return (
    <Section title={t('profit.title')} sample={false} className={className}>
      <p className="mb-3 text-xs text-slate-500">{t('profit.period')}</p>
      {profit.data ? (
        <Figures profit={profit.data} />
      ) : profit.isError ? (
        <p className="text-sm text-slate-600">{t('profit.loadError')}</p>
      ) : (
        <SkeletonLine className="w-40" />
      )}
    </Section>
  );
}
