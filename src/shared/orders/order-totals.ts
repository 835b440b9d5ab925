import { priceLine, type PricedLine } from '../money/bulk-tiers';
import type { Cents } from '../money/money';

/**
 * Prices order lines from list prices with the bulk tiers; the total is the
 * sum of the line totals (docs/product.md "Validation"). Lines of 0 or below are dropped.
 */
export function priceOrder(lines: readonly { listPrice: Cents; quantity: number }[]): {
  lines: PricedLine[];
  total: Cents;
} {
  const priced = lines
    .filter((line) => line.quantity > 0)
    .map((line) => priceLine(line.listPrice, line.quantity));
  return { lines: priced, total: priced.reduce((sum, line) => sum + line.total, 0) };
}
