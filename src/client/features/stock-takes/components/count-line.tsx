import { useState, type FormEvent } from 'react';
import type { StockTakeLine } from '@shared/stock-takes/stock-takes.schemas';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { stockTakeText } from '../stock-takes-text';

/** Difference with its sign: "+2", "-3", "0". */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * One product while counting: what every phone counted (with this phone's unsent units), the
 * expected stock and the difference; +1 / -1, and a typed number that sets this phone's count.
 */
export function CountLine({
  line,
  unsent,
  disabled,
  onAdd,
  onSet,
}: {
  line: StockTakeLine;
  unsent: number;
  disabled: boolean;
  onAdd(quantity: number): void;
  onSet(count: number): void;
}) {
  const t = useText(stockTakeText);
  const [typed, setTyped] = useState('');
  const counted = line.counted === null && unsent === 0 ? null : (line.counted ?? 0) + unsent;
  const difference = counted === null ? null : counted - line.expected;
  const inputId = `count-${line.productId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{1,5}$/.test(typed.trim())) return;
    onSet(Number(typed.trim()));
    setTyped('');
  };

  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-slate-900">{line.name}</span>
        <span className="text-xs text-slate-500">{line.barcodes.join(' · ')}</span>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">{t('counted')}</dt>
          <dd className="font-semibold" data-testid="counted">
            {counted ?? t('notCounted')}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('expected')}</dt>
          <dd>{line.expected}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('difference')}</dt>
          <dd
            className={cn(
              difference !== null && difference < 0 && 'text-red-700',
              difference !== null && difference > 0 && 'text-emerald-700',
            )}
          >
            {difference === null ? '—' : signed(difference)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          className="h-11 min-w-11"
          disabled={disabled || (counted ?? 0) <= 0}
          aria-label={t('takeOne', { name: line.name })}
          onClick={() => onAdd(-1)}
        >
          -1
        </Button>
        <Button
          className="h-11 min-w-11"
          disabled={disabled}
          aria-label={t('addOne', { name: line.name })}
          onClick={() => onAdd(1)}
        >
          +1
        </Button>
        <form onSubmit={submit} className="flex min-w-0 flex-1 items-center gap-2 sm:max-w-xs">
          <label htmlFor={inputId} className="sr-only">
            {t('typeCount', { name: line.name })}
          </label>
          <Input
            id={inputId}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={5}
            placeholder={t('typePlaceholder')}
            className="h-11 min-w-0 flex-1"
            value={typed}
            disabled={disabled}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button
            type="submit"
            variant="secondary"
            className="h-11"
            disabled={disabled || typed.trim() === ''}
            aria-label={t('setLabel', { name: line.name })}
          >
            {t('set')}
          </Button>
        </form>
      </div>
    </li>
  );
}
