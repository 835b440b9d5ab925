import type { LoyaltySummary } from '@shared/loyalty/loyalty.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Skeleton } from '@client/components/ui/skeleton';
import { Section } from './section';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from '../analytics-text';

/** Stamp cards at work: active cards, stamps collected and the rewards handed out. */
export function LoyaltyImpact({
  summary,
  sample,
}: {
  summary: LoyaltySummary | undefined;
  sample: boolean;
}) {
  const t = useText(analyticsText);
  const figures = summary
    ? [
        [t('activeCards'), String(summary.activeCards)],
        [t('stamps'), String(summary.totalStamps)],
        [t('rewards'), String(summary.rewardsRedeemed)],
        [t('cashback'), formatRandDecimal(summary.totalCashback)],
      ]
    : null;
  return (
    <Section title={t('loyaltyImpact')} sample={sample}>
      {figures ? (
        <dl className="grid grid-cols-2 gap-3">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="text-lg font-bold tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
      <p className="mt-2 text-xs text-slate-500">{t('loyaltyNote')}</p>
    </Section>
  );
}
