import { formatRandDecimal } from '@shared/money/money';
import type { PosSale } from '@shared/pos/pos.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { clearSettled } from '../offline/till-queue';
import type { QueuedSale } from '../offline/till-db';
import { tillUserId, useTillQueue } from '../offline/use-till-queue';
import { receiptDateTime } from '@shared/pos/receipt-format';

/** Each offline sale's fate, in words. */
export function saleFate(sale: QueuedSale): string {
  if (sale.state === 'synced') return `Synced as ${sale.saleNumber}`;
  if (sale.state === 'refused') return `Not synced: ${sale.message}`;
  return 'Waiting to sync';
}

/** The sync report: every sale rung up offline, oldest first, and what became of it. */
export function SyncReport({ onOpen }: { onOpen: (sale: PosSale) => void }) {
  const userId = tillUserId();
  const { report } = useTillQueue(userId);
  if (report.length === 0) return null;
  const settled = report.some((s) => s.state !== 'waiting');
  return (
    <Card id="sync-report">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Offline sales</CardTitle>
        {settled && userId ? (
          <Button variant="outline" size="sm" onClick={() => void clearSettled(userId)}>
            Clear synced
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100" aria-label="Sync report">
          {report.map((sale) => (
            <li key={sale.id}>
              <button
                type="button"
                onClick={() => onOpen(sale.receipt)}
                aria-label={`Open receipt ${sale.body.offline?.receiptNumber}`}
                className="flex w-full items-center justify-between gap-2 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="block font-medium">{sale.body.offline?.receiptNumber}</span>
                  <span className="block text-xs text-slate-500">
                    {receiptDateTime(sale.receipt.createdAt)}
                  </span>
                  <span
                    className={cn(
                      'block break-words text-xs font-medium',
                      sale.state === 'refused' ? 'text-red-700' : 'text-slate-700',
                      sale.state === 'synced' && 'text-brand-700',
                    )}
                  >
                    {saleFate(sale)}
                  </span>
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
}
