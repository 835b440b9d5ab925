import { divideRoundHalfUp, type Cents } from './money';

export const VAT_PERCENT = 15;

/** The rate a shop charges: VAT_PERCENT when VAT registered (the default), none when it is not. */
export const vatPercentFor = (vatRegistered: boolean) => (vatRegistered ? VAT_PERCENT : 0);

/** VAT on a VAT-exclusive subtotal, rounded half up to the cent. */
export function vatOn(subtotal: Cents, percent: number = VAT_PERCENT): Cents {
  return divideRoundHalfUp(subtotal * percent, 100);
}

export interface SaleTotals {
  subtotal: Cents;
  /** Taken off the subtotal before VAT (a sale discount); 0 for none. */
  discount: Cents;
  tax: Cents;
  total: Cents;
}

/**
 * POS totals: subtotal = sum of lines; the sale's discount comes off it (at most the subtotal);
 * tax = the shop's rate on what is left, half up; total = subtotal - discount + tax.
 */
export function saleTotals(
  lineTotals: readonly Cents[],
  vatPercent: number = VAT_PERCENT,
  discount: Cents = 0,
): SaleTotals {
  const subtotal = lineTotals.reduce((sum, line) => sum + line, 0);
  const off = Math.min(Math.max(discount, 0), subtotal);
  const tax = vatOn(subtotal - off, vatPercent);
  return { subtotal, discount: off, tax, total: subtotal - off + tax };
}
