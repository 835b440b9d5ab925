import { memo } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import type { PosSale } from '@shared/pos/pos.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { posCheckoutText } from '../pos-checkout-text';
import { clearSettled } from '../offline/till-queue';
import type { QueuedSale } from '../offline/till-db';
import { tillUserId } from '../offline/till-user-id';
import { useTillQueue } from '../offline/use-till-queue';
import { formatDateTime } from '@shared/time/format';

/** Each offline sale's fate, in words. */
export function saleFate(sale: QueuedSale, t: typeof posCheckoutText.t): string {
  if (sale.state === 'synced') return t('syncedAs', { number: sale.saleNumber });
  if (sale.state === 'refused') return t('notSynced', { message: sale.message });
  return t('waitingToSync');
}

/** The sync report: every sale rung up offline, oldest first, and what became of it. */
export const SyncReport = memo(function SyncReport({
  onOpen,
}: {
  onOpen: (sale: PosSale) => void;
}) {
  const t = useText(posCheckoutText);
  const userId = tillUserId();
  const { report } = useTillQueue(userId);
  if (report.length === 0) return null;
  const settled = report.some((s) => s.state !== 'waiting');
  return (
    <Card id="sync-report">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{t('offlineSales')}</CardTitle>
        {settled && userId ? (
          <Button variant="outline" size="sm" onClick={() => void clearSettled(userId)}>
            {t('clearSynced')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100" aria-label={t('syncReport')}>
          {report.map((sale) => (
            <li key={sale.id}>
              <button
                type="button"
                onClick={() => onOpen(sale.receipt)}
                className="flex w-full items-center justify-between gap-2 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span className="sr-only">{`${t('openReceiptLabel')} `}</span>
                <span className="min-w-0">
                  <span className="block font-medium">{sale.body.offline?.receiptNumber}</span>
                  <span className="block text-xs text-slate-500">
                    {formatDateTime(sale.receipt.createdAt)}
                  </span>
                  <span
                    className={cn(
                      'block break-words text-xs font-medium',
                      sale.state === 'refused' ? 'text-red-700' : 'text-slate-700',
                      sale.state === 'synced' && 'text-brand-700',
                    )}
                  >
                    {saleFate(sale, t)}
                  </span>
                  {sale.state === 'synced' && sale.receipt.belowPrice !== null ? (
                    <span className="block break-words text-xs font-medium text-amber-800">
                      {t('belowPrice', { amount: formatRandDecimal(sale.receipt.belowPrice) })}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatRandDecimal(sale.receipt.total)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
