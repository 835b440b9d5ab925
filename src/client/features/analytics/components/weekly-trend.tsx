import { useState } from 'react';
import type { TrendDay } from '@shared/analytics/smart-dashboard.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { formatDay } from '@shared/time/format';
import { Button } from '@client/components/ui/button';
import { Section } from './section';
import { TrendChart } from './trend-chart';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from '../analytics-text';

/** The last 7 days' takings: a chart, or a table of the same numbers. */
export function WeeklyTrend({
  days,
  sample,
  className,
}: {
  days: TrendDay[];
  sample: boolean;
  className?: string;
}) {
  const t = useText(analyticsText);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const toggle = (
    <div className="flex gap-1" role="group" aria-label={t('trendAs')}>
      {(['chart', 'table'] as const).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={view === option ? 'secondary' : 'ghost'}
          aria-pressed={view === option}
          onClick={() => setView(option)}
        >
          {t(option)}
        </Button>
      ))}
    </div>
  );
  return (
    <Section title={t('weeklyTrend')} sample={sample} actions={toggle} className={className}>
      {view === 'chart' ? (
        <TrendChart days={days} />
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead>
            <tr className="text-left text-slate-500">
              <th scope="col" className="py-1 font-medium">
                {t('day')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('takings')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('sales')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="py-1.5 text-left font-normal">
                  {formatDay(day.date)}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatRandDecimal(day.takings)}</td>
                <td className="py-1.5 text-right tabular-nums">{day.sales}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
