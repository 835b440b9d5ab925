import type { Cents } from '../money/money';
import { discountOff, type Discount } from '../money/discount';
import { saleTotals, VAT_PERCENT, type SaleTotals } from '../money/vat';

export interface SaleLine {
  unitPrice: Cents;
  quantity: number;
  /** Taken off this line (its own discount); 0 for none. */
  discount: Cents;
  /** What the line charges: unit price times quantity, less its discount. */
  subtotal: Cents;
}

export interface PricedSaleTotals extends SaleTotals {
  lines: SaleLine[];
  /** Every discount of the sale, its lines' and its own: what a cash-up counts as given away. */
  discountTotal: Cents;
}

/**
 * Till pricing (docs/design.md "Money"): each line at the product's list price
 * (bulk tiers are for the catalogue and orders) less its discount, the sale's discount off the
 * sum of the lines, and the shop's VAT rate on what is left (VAT_PERCENT, or 0 for a shop that is not
 * VAT registered). No line and no sale ever goes below R0.00.
 */
export function priceSale(
  lines: readonly { listPrice: Cents; quantity: number; discount?: Discount | null }[],
  vatPercent: number = VAT_PERCENT,
  saleDiscount: Discount | null = null,
): PricedSaleTotals {
  const priced = lines.map((line) => {
    const gross = line.listPrice * line.quantity;
    const discount = discountOff(gross, line.discount);
    return {
      unitPrice: line.listPrice,
      quantity: line.quantity,
      discount,
      subtotal: gross - discount,
    };
  });
  const lineTotals = priced.map((line) => line.subtotal);
  const beforeSaleDiscount = lineTotals.reduce((sum, line) => sum + line, 0);
  const totals = saleTotals(lineTotals, vatPercent, discountOff(beforeSaleDiscount, saleDiscount));
  const lineDiscounts = priced.reduce((sum, line) => sum + line.discount, 0);
  return { lines: priced, ...totals, discountTotal: lineDiscounts + totals.discount };
}

/** Change for cash handed over; null when the cash does not cover the total. */
export function cashChange(total: Cents, tendered: Cents): Cents | null {
  return tendered >= total ? tendered - total : null;
}
