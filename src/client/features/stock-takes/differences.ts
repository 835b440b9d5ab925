import { formatRand, toCents } from '@shared/money/money';
import type { StockTakeLine } from '@shared/stock-takes/stock-takes.schemas';

const cents = (decimal: string | null) => (decimal === null ? 0 : (toCents(decimal) ?? 0));

/** Counted lines whose count differs, the largest value first (at cost where it is known). */
export const differencesOf = (lines: readonly StockTakeLine[]) =>
  lines
    .filter((line) => line.counted !== null && line.difference !== 0)
    .sort(
      (a, b) =>
        Math.abs(cents(b.differenceCost ?? b.differenceValue)) -
          Math.abs(cents(a.differenceCost ?? a.differenceValue)) || a.name.localeCompare(b.name),
    );

export const uncountedOf = (lines: readonly StockTakeLine[]) =>
  lines.filter((line) => line.counted === null);

/** Units and value of some lines; the value at cost only when every line has a cost. */
export function totalsOf(lines: readonly StockTakeLine[]) {
  const atCost = lines.length > 0 && lines.every((line) => line.differenceCost !== null);
  return {
    units: lines.reduce((sum, line) => sum + (line.difference ?? 0), 0),
    value: formatRand(lines.reduce((sum, line) => sum + cents(line.differenceValue), 0)),
    cost: atCost
      ? formatRand(lines.reduce((sum, line) => sum + cents(line.differenceCost), 0))
      : null,
  };
}

export const randOf = (decimal: string | null) => formatRand(cents(decimal));
