import type { StockTakeLine } from '@shared/stock-takes/stock-takes.schemas';
import { Button } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import { signed } from './count-line';
import type { Deltas } from '../count-queue';
import type { Refusal } from '../use-count-queue';
import { stockTakeText } from '../stock-takes-text';

/** Counts waiting to send (and whether sending fails), and the counts the server refused. */
export function SendStatus({
  lines,
  unsent,
  failing,
  refusals,
  onSendNow,
  onDismiss,
}: {
  lines: readonly StockTakeLine[];
  unsent: Deltas;
  failing: boolean;
  refusals: readonly Refusal[];
  onSendNow(): void;
  onDismiss(id: number): void;
}) {
  const t = useText(stockTakeText);
  const nameOf = (id: string) => lines.find((line) => line.productId === id)?.name ?? id;
  const listed = (deltas: Deltas) =>
    Object.entries(deltas)
      .map(([id, n]) => `${nameOf(id)} ${signed(n)}`)
      .join(', ');
  const waiting = Object.keys(unsent).length;
  return (
    <>
      {waiting > 0 ? (
        <div
          role="status"
          className={
            failing
              ? 'flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900'
              : 'text-sm text-slate-600'
          }
        >
          <span>
            {failing ? t('retrying', { count: waiting }) : t('sending', { count: waiting })}
          </span>
          {failing ? (
            <Button variant="outline" className="h-11" onClick={onSendNow}>
              {t('sendNow')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {refusals.map((refusal) => (
        <div
          key={refusal.id}
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800"
        >
          <span className="min-w-0 flex-1">
            {t('refused', { items: listed(refusal.deltas), message: refusal.message })}
          </span>
          <Button variant="outline" className="h-11" onClick={() => onDismiss(refusal.id)}>
            {t('dismiss')}
          </Button>
        </div>
      ))}
    </>
  );
}
