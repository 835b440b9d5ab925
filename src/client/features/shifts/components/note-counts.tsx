import { formatRand } from '@shared/money/money';
import type { DenominationCounts } from '@shared/shifts/cash-count';
import { CASH_DENOMINATIONS, MAX_DENOMINATION_COUNT } from '@shared/shifts/shift-constants';
import { Input } from '@client/components/ui/input';
import { useText } from '@client/i18n/use-text';
import { shiftsText } from '../shifts-text';

/** "R200", "R1", "50c": how a note or coin is named on the count. */
export const noteName = (cents: number) =>
  cents >= 100 ? formatRand(cents).replace('.00', '') : `${cents}c`;

/** How many of each note and coin: a whole number each, blank for none. */
export function NoteCounts({
  counts,
  onChange,
}: {
  counts: DenominationCounts;
  onChange: (counts: DenominationCounts) => void;
}) {
  const t = useText(shiftsText);
  const set = (cents: number, text: string) => {
    const n = Number.parseInt(text.replace(/\D/g, ''), 10);
    const next = { ...counts };
    const key = `${cents}` as keyof DenominationCounts;
    if (Number.isFinite(n) && n > 0) next[key] = Math.min(n, MAX_DENOMINATION_COUNT);
    else delete next[key];
    onChange(next);
  };
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {CASH_DENOMINATIONS.map((cents) => {
        const id = `note-${cents}`;
        return (
          <li key={cents} className="flex items-center gap-2">
            <label htmlFor={id} className="w-12 shrink-0 text-right font-semibold tabular-nums">
              {noteName(cents)}
            </label>
            <Input
              id={id}
              aria-label={t('noteCount', { note: noteName(cents) })}
              inputMode="numeric"
              autoComplete="off"
              className="h-11 min-w-0"
              placeholder="0"
              value={counts[`${cents}` as keyof DenominationCounts] ?? ''}
              onChange={(e) => set(cents, e.target.value)}
            />
          </li>
        );
      })}
    </ul>
  );
}
