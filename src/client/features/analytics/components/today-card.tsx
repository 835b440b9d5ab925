import type { SmartDashboard } from '@shared/analytics/smart-dashboard.schemas';
import { formatRandDecimal, toCents } from '@shared/money/money';
import { ChangeBadge, Section } from './section';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from '../analytics-text';

/** Sales today against yesterday (completed till sales and orders), and today's discounts. */
export function TodayCard({ data, sample }: { data: SmartDashboard; sample: boolean }) {
  const t = useText(analyticsText);
  const { today, yesterday, change, discountsToday } = data.todayVsYesterday;
  return (
    <Section title={t('today')} sample={sample}>
      <p className="text-3xl font-bold tabular-nums text-slate-900" data-testid="takings-today">
        {formatRandDecimal(today)}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>
          {t('yesterday')} <span className="tabular-nums">{formatRandDecimal(yesterday)}</span>
        </span>
        <ChangeBadge value={change} none={t('noSalesYesterday')} />
      </p>
      {toCents(discountsToday) ? (
        <p className="mt-1 text-sm text-slate-600" data-testid="discounts-today">
          {t('discountsToday', { amount: formatRandDecimal(discountsToday) })}
        </p>
      ) : null}
    </Section>
  );
}
