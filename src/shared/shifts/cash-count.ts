import { CASH_DENOMINATIONS, type CashDenomination } from './shift-constants';

/** A blind count by note and coin: how many of each, keyed by the value in cents ("20000"). */
export type DenominationCounts = Partial<Record<`${CashDenomination}`, number>>;

/** The cents a count by note and coin adds up to. */
export function countedCents(counts: DenominationCounts): number {
  return CASH_DENOMINATIONS.reduce(
    (sum, cents) => sum + cents * (counts[`${cents}` as const] ?? 0),
    0,
  );
}

/** Counted minus expected: negative is short, positive is over. */
export const cashDifference = (countedCents: number, expectedCents: number) =>
  countedCents - expectedCents;
