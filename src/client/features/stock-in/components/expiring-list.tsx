import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ExpiringBatch } from '@shared/stock-in/stock-in.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { formatDay } from '@shared/time/format';
import { useProduct } from '@client/api/products-queries';
import { ListStates } from '@client/components/list-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { useExpiring } from '../api/stock-in-queries';
import { earliestFirst, expiryWords } from '../expiry-words';
import { stockInText } from '../stock-in-text';
import { WriteOffDialog, type WriteOffTarget } from './write-off-dialog';

const WINDOWS = [7, 30] as const;
const TONE = { past: 'text-red-700', soon: 'text-amber-800', later: 'text-slate-600' } as const;

/**
 * Stock expiring within 7 or 30 days, earliest first; past dates in red. "Write off" on a batch,
 * or (from the catalogue, ?writeOff=<product>) on a product's undated stock.
 */
export function ExpiringList({ writeOffProductId }: { writeOffProductId: string | null }) {
  const t = useText(stockInText);
  const [, navigate] = useLocation();
  const [days, setDays] = useState<(typeof WINDOWS)[number]>(7);
  const batches = useExpiring(days);
  const [target, setTarget] = useState<WriteOffTarget | null>(null);
  const linked = useProduct(writeOffProductId);
  const [seen, setSeen] = useState<typeof linked.data>(undefined);
  if (linked.data && linked.data !== seen) {
    setSeen(linked.data);
    const p = linked.data;
    setTarget({
      productId: p.id,
      productName: p.name,
      batchId: null,
      available: p.stock,
      reason: 'damaged',
    });
  }
  const close = () => {
    setTarget(null);
    if (writeOffProductId) navigate('/stock-in/expiring', { replace: true });
  };
  const fromBatch = (b: ExpiringBatch): WriteOffTarget => ({
    productId: b.productId,
    productName: b.productName,
    batchId: b.batchId,
    available: b.quantity,
    reason: b.daysLeft < 0 ? 'expired' : 'damaged',
  });

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('window')} className="flex gap-2">
        {WINDOWS.map((n) => (
          <Button
            key={n}
            variant={n === days ? 'default' : 'outline'}
            className="h-11"
            aria-pressed={n === days}
            onClick={() => setDays(n)}
          >
            {t('nextDays', { count: n })}
          </Button>
        ))}
      </div>
      <ListStates
        query={batches}
        isEmpty={(data) => data.length === 0}
        skeleton={{ count: 3, className: 'h-20 w-full', listClassName: 'flex flex-col gap-2' }}
        error={t('loadError')}
        empty={t('noneExpiring', { count: days })}
      >
        {(data) => (
          <ul className="flex flex-col gap-2" aria-label={t('tab.expiring')}>
            {earliestFirst(data).map((b) => {
              const words = expiryWords(b.daysLeft, b.dateMark);
              return (
                <li key={b.batchId}>
                  <Card className={cn(words.tone === 'past' && 'border-red-300 bg-red-50')}>
                    <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-4">
                      <div className="min-w-0">
                        <p className="font-semibold">
                          {b.productName} · {t('unitsIn', { count: b.quantity })}
                        </p>
                        <p className="text-sm">
                          {t(`mark.${b.dateMark}`)} {formatDay(b.expiryDate)} ·{' '}
                          <span className={cn('font-semibold', TONE[words.tone])}>
                            {t(words.key, { count: words.count })}
                          </span>
                        </p>
                        <p className="text-sm text-slate-600">{t(words.rule)}</p>
                        {b.valueAtCost ? (
                          <p className="text-sm text-slate-600">
                            {t('atCost', { value: formatRandDecimal(b.valueAtCost) })}
                          </p>
                        ) : null}
                      </div>
                      <Button
                        variant={words.tone === 'past' ? 'destructive' : 'outline'}
                        className="h-11"
                        aria-label={t('writeOffLabel', {
                          name: b.productName,
                          date: formatDay(b.expiryDate),
                        })}
                        onClick={() => setTarget(fromBatch(b))}
                      >
                        {t('writeOff')}
                      </Button>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </ListStates>
      <WriteOffDialog target={target} onClose={close} />
    </div>
  );
}
