import { Section, formatPercent } from './section';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from '../analytics-text';

/** Customers who came back (two or more purchases) as a share of all the shop's customers. */
export function RepeatCustomers({
  repeat,
  total,
  rate,
  sample,
}: {
  repeat: number;
  total: number;
  rate: number;
  sample: boolean;
}) {
  const t = useText(analyticsText);
  return (
    <Section title={t('repeatCustomers')} sample={sample}>
      <p className="text-3xl font-bold tabular-nums text-slate-900" data-testid="repeat-customers">
        {repeat}{' '}
        <span className="text-base font-medium text-slate-500">{t('ofCustomers', { total })}</span>
      </p>
      <div className="mt-3 flex items-center gap-3">
        <div
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
          role="meter"
          aria-label={t('loyaltyRate')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rate}
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${rate}%` }} />
        </div>
        <span className="text-sm font-semibold tabular-nums">{formatPercent(rate)}</span>
      </div>
      <p className="mt-1 text-xs text-slate-500">{t('loyaltyRateNote')}</p>
    </Section>
  );
}
