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
        <li key={line.productId} className="flex items-start justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="font-medium">{line.name}</p>
            <p className="text-sm text-slate-600">
              {t('countedOfExpected', { counted: line.counted ?? 0, expected: line.expected })}
            </p>
          </div>
          <div
            className={cn(
              'whitespace-nowrap text-right',
              (line.difference ?? 0) < 0 ? 'text-red-700' : 'text-emerald-700',
            )}
          >
            <p className="font-semibold">{signed(line.difference ?? 0)}</p>
            <p className="text-sm">{randOf(line.differenceValue)}</p>
            {line.differenceCost === null ? null : (
              <p className="text-xs text-slate-600">
                {t('atCost', { value: randOf(line.differenceCost) })}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
