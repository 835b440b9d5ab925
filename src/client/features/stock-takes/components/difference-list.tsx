import type { StockTakeLine } from '@shared/stock-takes/stock-takes.schemas';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { randOf } from '../differences';
import { stockTakeText } from '../stock-takes-text';
import { signed } from './count-line';

/** Lines with their difference in units and value (and at cost once cost prices exist). */
export function DifferenceList({
  lines,
  label,
}: {
  lines: readonly StockTakeLine[];
  label: string;
}) {
  const t = useText(stockTakeText);
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {lines.map((line) => (
        <li key={line.productId} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
          <span className="min-w-0 flex-1 font-medium">{line.name}</span>
          <span className="text-sm text-slate-600">
            {t('countedOfExpected', { counted: line.counted ?? 0, expected: line.expected })}
          </span>
          <span
            className={cn(
              'w-24 text-right font-semibold',
              (line.difference ?? 0) < 0 ? 'text-red-700' : 'text-emerald-700',
            )}
          >
            {signed(line.difference ?? 0)} · {randOf(line.differenceValue)}
          </span>
          {line.differenceCost === null ? null : (
            <span className="w-full text-right text-xs text-slate-600">
              {t('atCost', { value: randOf(line.differenceCost) })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
