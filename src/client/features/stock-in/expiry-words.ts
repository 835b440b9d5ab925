import type { DateMark } from '@shared/stock-in/stock-in.schemas';

/** How a batch's date reads: past (red), within a week (amber), or later. */
export type ExpiryTone = 'past' | 'soon' | 'later';

export interface ExpiryWords {
  tone: ExpiryTone;
  /** The catalogue key of the relative wording, with its count. */
  key: 'expired.ago' | 'expires.today' | 'expires.in';
  count: number;
  /** What the mark means for selling, said plainly. */
  rule: 'rule.useBy' | 'rule.bestBefore';
}

const SOON_DAYS = 7;

/**
 * The words of a batch's date from its days left (Johannesburg days, from the server): a use-by
 * date is past on the day after it ("Expired 2 days ago"); on the day itself it still sells.
 */
export function expiryWords(daysLeft: number, mark: DateMark): ExpiryWords {
  const rule = mark === 'use_by' ? 'rule.useBy' : 'rule.bestBefore';
  if (daysLeft < 0) return { tone: 'past', key: 'expired.ago', count: -daysLeft, rule };
  if (daysLeft === 0) return { tone: 'soon', key: 'expires.today', count: 0, rule };
  return {
    tone: daysLeft <= SOON_DAYS ? 'soon' : 'later',
    key: 'expires.in',
    count: daysLeft,
    rule,
  };
}

/** Batches earliest date first, then by product name. */
export const earliestFirst = <T extends { expiryDate: string; productName: string }>(
  batches: readonly T[],
) =>
  [...batches].sort(
    (a, b) =>
      a.expiryDate.localeCompare(b.expiryDate) || a.productName.localeCompare(b.productName),
  );
