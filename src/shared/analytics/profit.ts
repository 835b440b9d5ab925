import { centsToDecimal, divideRoundHalfUp, type Cents } from '../money/money';
import { roundOne } from './figures';
import type { Profit } from './profit.schemas';

/**
 * Sales of one product over a period, all with a cost or all without: units sold (refunded
 * units taken off), revenue excluding VAT after discounts (refunds taken off) and the cost of
 * those units at each line's cost (null: sold before the product's cost was known).
 */
export interface ProfitLine {
  productId: string;
  productName: string;
  units: number;
  revenueCents: Cents;
  costCents: Cents | null;
}

/** Gross profit as a percent of revenue, one decimal; null without revenue. */
export const marginOf = (revenueCents: Cents, profitCents: Cents): number | null =>
  revenueCents === 0 ? null : roundOne((profitCents / revenueCents) * 100);

function figures(revenueCents: Cents, costCents: Cents) {
  return {
    revenue: centsToDecimal(revenueCents),
    costOfGoods: centsToDecimal(costCents),
    grossProfit: centsToDecimal(revenueCents - costCents),
    marginPercent: marginOf(revenueCents, revenueCents - costCents),
  };
}

/**
 * The profit answer from the period's lines: lines without a cost are left out of the figures
 * and summed in revenueWithoutCost; per product (those with a cost), most profit first.
 */
export function profitOf(lines: readonly ProfitLine[]): Profit {
  const byProduct = new Map<string, { name: string; units: number; revenue: Cents; cost: Cents }>();
  let withoutCost = 0;
  for (const line of lines) {
    if (line.costCents === null) {
      withoutCost += line.revenueCents;
      continue;
    }
    const sums = byProduct.get(line.productId) ?? {
      name: line.productName,
      units: 0,
      revenue: 0,
      cost: 0,
    };
    sums.units += line.units;
    sums.revenue += line.revenueCents;
    sums.cost += line.costCents;
    byProduct.set(line.productId, sums);
  }
  const sums = [...byProduct].sort(
    ([, a], [, b]) => b.revenue - b.cost - (a.revenue - a.cost) || a.name.localeCompare(b.name),
  );
  const total = (key: 'revenue' | 'cost') => sums.reduce((sum, [, p]) => sum + p[key], 0);
  return {
    ...figures(total('revenue'), total('cost')),
    revenueWithoutCost: centsToDecimal(withoutCost),
    products: sums.map(([productId, p]) => ({
      productId,
      productName: p.name,
      unitsSold: p.units,
      ...figures(p.revenue, p.cost),
    })),
  };
}

/**
 * The price (excluding VAT) that gives `marginPercent` on a unit costing `costCents`:
 * cost / (1 - margin), to the cent, half up. Null for a margin of 100% or more.
 */
export function priceForMargin(costCents: Cents, marginPercent: number): Cents | null {
  if (marginPercent >= 100 || marginPercent < 0) return null;
  return divideRoundHalfUp(costCents * 100, 100 - marginPercent);
}
