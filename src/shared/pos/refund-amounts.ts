import type { Cents } from '../money/money';
import { REFUND_REFUSALS } from './refund-constants';

/** A line of the sale as stored: what it charged before the sale's discount and VAT. */
export interface RefundableLine {
  productId: string;
  quantity: number;
  /** Units of this line refunded before. */
  refundedQuantity: number;
  subtotal: Cents;
}

export interface RefundableSale {
  lines: readonly RefundableLine[];
  /** What the customer paid, and its VAT. */
  total: Cents;
  tax: Cents;
}

export interface RefundedLinePart {
  /** The sale line these units come from (a product may sit on two lines). */
  lineIndex: number;
  productId: string;
  quantity: number;
  amount: Cents;
  vat: Cents;
}

export type RefundAmounts =
  | { ok: true; lines: RefundedLinePart[]; amount: Cents; vat: Cents }
  | {
      ok: false;
      reason: (typeof REFUND_REFUSALS)['moreThanRemains' | 'notOnSale'];
      productId: string;
      /** Units of that product still refundable. */
      remaining: number;
    };

/**
 * Splits `whole` over the weights in proportion, to the cent, the parts adding up to exactly
 * `whole` (largest remainder; ties to the earlier line).
 */
export function splitInProportion(whole: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((acc, w) => acc + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? whole : 0));
  const exact = weights.map((w) => (whole * w) / sum);
  const parts = exact.map(Math.floor);
  let left = whole - parts.reduce((acc, p) => acc + p, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** What the first `units` of a line paid: cumulative, so refunds of a line add up to its share exactly. */
const paidFor = (share: Cents, units: number, quantity: number): Cents =>
  Math.floor((share * units) / quantity);

/**
 * What a refund of these products returns (issue: refunds): each line's share of the sale's
 * total and VAT (the sale's discount spread over the lines), per unit, counted cumulatively so
 * rounding never returns more than was paid and the last refund of a line returns exactly what
 * remains. A product on two lines is taken from the first line with units left.
 */
export function refundAmounts(
  sale: RefundableSale,
  request: readonly { productId: string; quantity: number }[],
): RefundAmounts {
  const weights = sale.lines.map((line) => line.subtotal);
  const totalShares = splitInProportion(sale.total, weights);
  const vatShares = splitInProportion(sale.tax, weights);
  const taken = sale.lines.map(() => 0);
  const parts: RefundedLinePart[] = [];

  for (const wanted of request) {
    const lineIndexes = sale.lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => line.productId === wanted.productId);
    if (lineIndexes.length === 0) {
      return {
        ok: false,
        reason: REFUND_REFUSALS.notOnSale,
        productId: wanted.productId,
        remaining: 0,
      };
    }
    const remaining = lineIndexes.reduce(
      (acc, { line, index }) => acc + line.quantity - line.refundedQuantity - taken[index]!,
      0,
    );
    if (wanted.quantity > remaining) {
      return {
        ok: false,
        reason: REFUND_REFUSALS.moreThanRemains,
        productId: wanted.productId,
        remaining,
      };
    }
    let left = wanted.quantity;
    for (const { line, index } of lineIndexes) {
      const before = line.refundedQuantity + taken[index]!;
      const units = Math.min(left, line.quantity - before);
      if (units <= 0) continue;
      const after = before + units;
      parts.push({
        lineIndex: index,
        productId: line.productId,
        quantity: units,
        amount:
          paidFor(totalShares[index]!, after, line.quantity) -
          paidFor(totalShares[index]!, before, line.quantity),
        vat:
          paidFor(vatShares[index]!, after, line.quantity) -
          paidFor(vatShares[index]!, before, line.quantity),
      });
      taken[index]! += units;
      left -= units;
    }
  }
  return {
    ok: true,
    lines: parts,
    amount: parts.reduce((acc, part) => acc + part.amount, 0),
    vat: parts.reduce((acc, part) => acc + part.vat, 0),
  };
}
