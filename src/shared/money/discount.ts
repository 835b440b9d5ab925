import { divideRoundHalfUp, type Cents } from './money';

/**
 * A discount as the cashier gives it: rand off (in cents) or a percent of the amount (0 to 100,
 * at most two decimals). A line's discount is taken off the line (unit price times quantity), a
 * sale's off the sum of the lines after their own discounts; VAT is then worked out on what is
 * left (vat.ts), so the shop charges VAT only on what it was paid.
 */
export type Discount = { kind: 'amount'; amount: Cents } | { kind: 'percent'; percent: number };

export const MAX_DISCOUNT_PERCENT = 100;

/** 12.5% -> 1250 hundredths of a percent: whole numbers, so the rounding below is exact. */
const hundredthsOf = (percent: number) => Math.round(percent * 100);

/** Whether the discount fits the amount: a percent always does (0-100), rand off at most the amount. */
export const discountFits = (base: Cents, discount: Discount | null | undefined) =>
  !discount || discount.kind === 'percent' || discount.amount <= base;

/**
 * The cents a discount takes off `base`: a percent rounded half up to the cent, rand off as given.
 * Never more than the amount itself, so nothing is ever priced below R0.00.
 */
export function discountOff(base: Cents, discount: Discount | null | undefined): Cents {
  if (!discount || base <= 0) return 0;
  const off =
    discount.kind === 'amount'
      ? discount.amount
      : divideRoundHalfUp(base * hundredthsOf(discount.percent), 10_000);
  return Math.min(Math.max(off, 0), base);
}

/** The percent a discount was given as (for the receipt), or null for rand off. */
export const discountPercentOf = (discount: Discount | null | undefined) =>
  discount?.kind === 'percent' ? discount.percent : null;
