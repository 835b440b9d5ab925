import type { LoyaltySummary } from '@shared/loyalty/loyalty.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Skeleton } from '@client/components/ui/skeleton';
import { Section } from './section';

/** Stamp cards at work: active cards, stamps collected and the rewards handed out. */
export function LoyaltyImpact({
  summary,
  sample,
}: {
  summary: LoyaltySummary | undefined;
  sample: boolean;
}) {
  const figures = summary
    ? [
        ['Active stamp cards', String(summary.activeCards)],
        ['Stamps collected', String(summary.totalStamps)],
        ['Rewards redeemed', String(summary.rewardsRedeemed)],
        ['Cashback given', formatRandDecimal(summary.totalCashback)],
      ]
    : null;
  return (
    <Section title="Loyalty Impact" sample={sample}>
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
      <p className="mt-2 text-xs text-slate-500">
        Give a customer a stamp card on the Customers screen; the till stamps it with every sale.
      </p>
    </Section>
  );
}
