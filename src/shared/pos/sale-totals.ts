import type { Cents } from '../money/money';
import { saleTotals, VAT_PERCENT, type SaleTotals } from '../money/vat';

export interface SaleLine {
  unitPrice: Cents;
  quantity: number;
  subtotal: Cents;
}

/**
 * Till pricing (docs/design.md "Money"): each line at the product's list price
 * (bulk tiers are for the catalogue and orders), the shop's VAT rate on the subtotal
 * (VAT_PERCENT, or 0 for a shop that is not VAT registered).
 */
export function priceSale(
  lines: readonly { listPrice: Cents; quantity: number }[],
  vatPercent: number = VAT_PERCENT,
): SaleTotals & { lines: SaleLine[] } {
  const priced = lines.map((line) => ({
    unitPrice: line.listPrice,
    quantity: line.quantity,
    subtotal: line.listPrice * line.quantity,
  }));
  return {
    lines: priced,
    ...saleTotals(
      priced.map((line) => line.subtotal),
      vatPercent,
    ),
  };
}

/** Change for cash handed over; null when the cash does not cover the total. */
export function cashChange(total: Cents, tendered: Cents): Cents | null {
  return tendered >= total ? tendered - total : null;
}
