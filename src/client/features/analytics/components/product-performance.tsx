import type { ProductPerformance as Row } from '@shared/analytics/smart-dashboard.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { useState } from 'react';
import { Section, formatPercent } from './section';
import { useText } from '@client/i18n/use-text';
import { analyticsText, type AnalyticsT } from '../analytics-text';

const SHOWN = 8;

function stockLeft(row: Row, t: AnalyticsT): string {
  if (row.stock === 0) return t('soldOut');
  if (row.daysOfStockLeft < 1) return t('lessThanDay');
  return t('daysOfStock', { days: Math.round(row.daysOfStockLeft) });
}

/** Every product sold in the last 30 days: units, takings, share and stock left. */
export function ProductPerformance({
  rows,
  sample,
  className,
}: {
  rows: Row[];
  sample: boolean;
  className?: string;
}) {
  const t = useText(analyticsText);
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, SHOWN);
  return (
    <Section title={t('performance')} sample={sample} className={className}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t('performanceEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('performanceList')}>
          {shown.map((row) => (
            <li key={row.productId} className="py-2 md:border-b md:border-slate-100">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 break-words font-medium text-slate-900">{row.name}</p>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatRandDecimal(row.takings)}
                </span>
              </div>
              <div className="mt-1 flex items-center gap-2">
                <div
                  className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100"
                  aria-hidden="true"
                >
                  <div
                    className="h-full rounded-full bg-brand-500"
                    style={{ width: `${row.share}%` }}
                  />
                </div>
                <span className="w-12 text-right text-xs tabular-nums text-slate-600">
                  {formatPercent(row.share)}
                </span>
              </div>
              <p className="text-xs text-slate-500">
                {t('unitsInStock', { units: row.units, stock: row.stock })}{' '}
                <span
                  className={row.daysOfStockLeft <= 7 ? 'font-semibold text-red-700' : undefined}
                >
                  {stockLeft(row, t)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {rows.length > SHOWN ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll(!all)}>
          {all ? t('showFewer') : t('showAll', { count: rows.length })}
        </Button>
      ) : null}
      <p className="mt-2 text-xs text-slate-500">{t('performanceNote')}</p>
    </Section>
  );
}
