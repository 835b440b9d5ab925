import { divideRoundHalfUp, type Cents } from './money';

export const VAT_PERCENT = 15;

/** VAT on a VAT-exclusive subtotal, rounded half up to the cent. */
export function vatOn(subtotal: Cents): Cents {
  return divideRoundHalfUp(subtotal * VAT_PERCENT, 100);
}

export interface SaleTotals {
  subtotal: Cents;
  tax: Cents;
  total: Cents;
}

/** POS totals: subtotal = sum of lines; tax = 15% half up; total = subtotal + tax. */
export function saleTotals(lineTotals: readonly Cents[]): SaleTotals {
  const subtotal = lineTotals.reduce((sum, line) => sum + line, 0);
  const tax = vatOn(subtotal);
  return { subtotal, tax, total: subtotal + tax };
}
