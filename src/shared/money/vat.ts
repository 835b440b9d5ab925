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
  tax: Cents;
  total: Cents;
}

/** POS totals: subtotal = sum of lines; tax = the shop's rate, half up; total = subtotal + tax. */
export function saleTotals(
  lineTotals: readonly Cents[],
  vatPercent: number = VAT_PERCENT,
): SaleTotals {
  const subtotal = lineTotals.reduce((sum, line) => sum + line, 0);
  const tax = vatOn(subtotal, vatPercent);
  return { subtotal, tax, total: subtotal + tax };
}
