import { Gift, Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LOYALTY_MESSAGES } from '@shared/loyalty/loyalty-rules';
import { formatRandDecimal } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useActiveCard, useRedeemReward, useUpdateCard } from '../api/loyalty-queries';

import { StampCard } from './stamp-card';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { loyaltyText } from '../loyalty-text';

// The form (and zod with it) loads when a card is added, not with the till.
const NewCardDialog = lazy(() =>
  import('./new-card-dialog').then((module) => ({ default: module.NewCardDialog })),
);

const failed = (message: string) => (error: unknown) => {
  const title = messageText(message);
  toastError(error, title, title);
};

/**
 * A customer's stamp card where the merchant meets the customer (the customer's view and the
 * till): see the stamps, redeem a ready reward, add a card, or stop one.
 */
export function CustomerStampCard({
  customerId,
  customerName,
  canStop = false,
}: {
  customerId: string;
  customerName?: string;
  canStop?: boolean;
}) {
  const t = useText(loyaltyText);
  const { card, isPending, isError } = useActiveCard(customerId);
  const [adding, setAdding] = useState(false);
  const redeem = useRedeemReward();
  const update = useUpdateCard();
  const tapKey = useRef<string | null>(null);

  const redeemReward = () => {
    if (!card) return;
    tapKey.current ??= crypto.randomUUID();
    redeem.mutate(
      { id: card.id, key: tapKey.current },
      {
        onSuccess: (done) => {
          tapKey.current = null;
          const value =
            done.rewardValue === '0.00' ? '' : ` (${formatRandDecimal(done.rewardValue)})`;
          toast({
            title: messageText(LOYALTY_MESSAGES.redeemed),
            description: t('handOver', { reward: done.rewardDescription ?? t('theReward'), value }),
          });
        },
        onError: failed(LOYALTY_MESSAGES.redeemFailed),
      },
    );
  };

  if (isPending) return <Skeleton className="h-20 w-full" />;
  if (isError) return <p className="text-sm text-red-700">{t('loadError')}</p>;
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
      role="group"
      aria-label={t('stampCard')}
    >
      {card ? (
        <>
          <StampCard card={card} />
          <div className="flex flex-wrap gap-2">
            {card.rewardReady ? (
              <Button size="sm" onClick={redeemReward} disabled={redeem.isPending}>
                <Gift aria-hidden="true" /> {redeem.isPending ? t('redeeming') : t('redeem')}
              </Button>
            ) : null}
            {canStop ? (
              <Button
                size="sm"
                variant="outline"
                disabled={update.isPending}
                onClick={() =>
                  update.mutate(
                    { id: card.id, body: { isActive: false } },
                    {
                      onSuccess: () => toast({ title: messageText(LOYALTY_MESSAGES.updated) }),
                      onError: failed(LOYALTY_MESSAGES.updateFailed),
                    },
                  )
                }
              >
                {t('stop')}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600">{t('none')}</p>
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> {t('addTitle')}
          </Button>
        </div>
      )}
      {adding ? (
        <Suspense fallback={null}>
          <NewCardDialog
            customerId={customerId}
            customerName={customerName}
            open={adding}
            onOpenChange={setAdding}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
