import type { StockTakeSummary } from '@shared/stock-takes/stock-takes.schemas';
import { formatInstant } from '@shared/time/format';
import { ListStates } from '@client/components/list-states';
import { Button } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import { useStockTakes } from '../api/stock-takes-queries';
import { randOf } from '../differences';
import { stockTakeText } from '../stock-takes-text';
import { signed } from './count-line';
import { scopeOf } from './count-header';

const isOpen = (take: StockTakeSummary) => take.status === 'counting' || take.status === 'paused';

/** Every count, newest first: open ones continue, applied ones open as shrinkage reports. */
export function PastCounts({ onOpen }: { onOpen(id: string): void }) {
  const t = useText(stockTakeText);
  const takes = useStockTakes();
  return (
    <section aria-labelledby="past-counts" className="flex flex-col gap-2">
      <h2 id="past-counts" className="text-lg font-semibold">
        {t('pastCounts')}
      </h2>
      <ListStates
        query={takes}
        isEmpty={(list) => list.length === 0}
        skeleton={{ count: 2, className: 'h-16 w-full', listClassName: 'flex flex-col gap-2' }}
        error={t('loadFailed')}
        empty={t('noCounts')}
      >
        {(list) => (
          <ul className="flex flex-col gap-2">
            {list.map((take) => (
              <li
                key={take.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {scopeOf(take)} · {t(`status.${take.status}`)}
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatInstant(take.createdAt)} ·{' '}
                    {t('progress', { counted: take.countedLines, total: take.totalLines })}
                    {take.status === 'applied'
                      ? ` · ${t('totalDifference', { units: signed(take.differenceUnits), value: randOf(take.differenceValue) })}`
                      : ''}
                  </p>
                </div>
                <Button
                  variant={isOpen(take) ? 'default' : 'outline'}
                  className="h-11"
                  onClick={() => onOpen(take.id)}
                >
                  {isOpen(take)
                    ? t('continue')
                    : take.status === 'applied'
                      ? t('openReport')
                      : t('view')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
