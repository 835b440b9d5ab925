import { Gift } from 'lucide-react';
import type { LoyaltyCard } from '@shared/loyalty/loyalty.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { loyaltyText } from '../loyalty-text';

/** A stamp card as the customer knows it: a stamp per purchase up to the reward. */
export function StampCard({ card }: { card: LoyaltyCard }) {
  const t = useText(loyaltyText);
  const filled = Math.min(card.currentStamps, card.targetStamps);
  const value = card.rewardValue === '0.00' ? '' : ` (${formatRandDecimal(card.rewardValue)})`;
  return (
    <div className="flex flex-col gap-2" data-testid="stamp-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          {t('stamps', { current: card.currentStamps, target: card.targetStamps })}
        </p>
        {card.rewardReady ? <Badge variant="success">{t('ready')}</Badge> : null}
      </div>
      <ol
        className="flex flex-wrap gap-1.5"
        aria-label={t('collected', { filled, target: card.targetStamps })}
      >
        {Array.from({ length: card.targetStamps }, (_, index) => (
          <li
            key={index}
            aria-hidden="true"
            className={cn(
              'size-6 rounded-full border-2',
              index < filled ? 'border-brand-700 bg-brand-600' : 'border-slate-300 bg-white',
            )}
          />
        ))}
      </ol>
      <p className="flex items-start gap-1.5 text-sm text-slate-700">
        <Gift className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="break-words">
          {t('rewardLine', { reward: card.rewardDescription ?? t('aReward'), value })}
        </span>
      </p>
    </div>
  );
}
