import { MAX_DISCOUNT_PERCENT, type Discount } from '@shared/money/discount';
import { centsToDecimal, toCents, type Cents } from '@shared/money/money';
import type { DiscountInput } from '@shared/pos/discount.schemas';

/** A discount as the cashier types it: rand off or a percent, and the text in the box. */
export interface DiscountDraft {
  kind: Discount['kind'];
  text: string;
}

/** Why a typed discount cannot be given: not a number, or rand off more than the amount. */
export type DiscountProblem = 'invalid' | 'tooLarge';

export type DiscountReading =
  { discount: Discount | null; problem: null } | { discount: null; problem: DiscountProblem };

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const none = { discount: null, problem: null } as const;

/**
 * What a typed discount means for an amount of `base` cents: nothing for an empty box or 0,
 * a problem for text that is no amount or percent, or for rand off more than the amount.
 */
export function readDiscount(
  draft: DiscountDraft | null | undefined,
  base: Cents,
): DiscountReading {
  const text = draft?.text.trim() ?? '';
  if (!draft || text === '') return none;
  if (draft.kind === 'amount') {
    const cents = toCents(text);
    if (cents === null || cents < 0) return { discount: null, problem: 'invalid' };
    if (cents > base) return { discount: null, problem: 'tooLarge' };
    return cents === 0 ? none : { discount: { kind: 'amount', amount: cents }, problem: null };
  }
  const percent = Number(text);
  if (!PERCENT.test(text) || percent > MAX_DISCOUNT_PERCENT) {
    return { discount: null, problem: 'invalid' };
  }
  return percent === 0 ? none : { discount: { kind: 'percent', percent }, problem: null };
}

/** The discount as the sale's payload carries it: rand as "2.00", a percent as a number. */
export const discountInput = (discount: Discount | null): DiscountInput | undefined => {
  if (!discount) return undefined;
  return discount.kind === 'amount'
    ? { kind: 'amount', amount: centsToDecimal(discount.amount) }
    : { kind: 'percent', percent: discount.percent };
};
