import { BULK_TIERS, tierUnitPrice } from '../money/bulk-tiers';
import { formatRand } from '../money/money';
import { roundOne } from './figures';
import { dailyRate, daysOfStockLeft, PERFORMANCE_DAYS, type ProductSales } from './product-figures';
import type { Suggestion } from './smart-dashboard.schemas';

/** Restock what runs out within this many days at the current rate... */
export const RESTOCK_WITHIN_DAYS = 7;
/** ...ordering enough for this many days. */
export const RESTOCK_COVER_DAYS = 14;
/** Order lines this many units short of a tier count as nearly reaching it. */
export const NEAR_TIER_UNITS = 2;
/** Nearly reached this often in the 30 days before a tier is worth a word to customers. */
export const NEAR_TIER_MIN_LINES = 3;

const RESTOCK_SHOWN = 2;
const DEAD_STOCK_NAMED = 3;

const rate = (perDay: number) => String(roundOne(perDay));
const days = (count: number) =>
  count < 1
    ? 'less than a day'
    : `about ${Math.round(count)} ${Math.round(count) === 1 ? 'day' : 'days'}`;

const suggestion = (
  fields: Omit<Suggestion, 'productId' | 'customerId'> & Partial<Suggestion>,
): Suggestion => ({ productId: null, customerId: null, ...fields });

/** Products that sell and will run out within RESTOCK_WITHIN_DAYS: soonest first. */
export function restockSuggestions(products: readonly ProductSales[]): Suggestion[] {
  return products
    .filter((p) => p.active && p.units30 > 0 && daysOfStockLeft(p) <= RESTOCK_WITHIN_DAYS)
    .sort((a, b) => daysOfStockLeft(a) - daysOfStockLeft(b) || b.units30 - a.units30)
    .slice(0, RESTOCK_SHOWN)
    .map((p) => {
      const perDay = dailyRate(p);
      const order = Math.max(1, Math.ceil(perDay * RESTOCK_COVER_DAYS) - p.stock);
      return suggestion({
        kind: 'restock',
        productId: p.productId,
        title: `Restock ${p.name}`,
        figure:
          p.stock === 0
            ? `Sold out; it sold ${rate(perDay)} a day over the last ${PERFORMANCE_DAYS} days`
            : `${p.stock} left at ${rate(perDay)} a day: ${days(daysOfStockLeft(p))} of stock`,
        action: `Order ${order} to cover the next ${RESTOCK_COVER_DAYS} days`,
      });
    });
}

/** Stock that has not sold in the 30 days, and the rand tied up in it at selling price. */
export function deadStockSuggestion(products: readonly ProductSales[]): Suggestion[] {
  const unsold = products
    .filter((p) => p.active && p.stock > 0 && p.units30 === 0 && p.listedAllWindow)
    .map((p) => ({ product: p, value: p.stock * p.priceCents }))
    .sort((a, b) => b.value - a.value);
  if (unsold.length === 0) return [];
  const tiedUp = unsold.reduce((sum, entry) => sum + entry.value, 0);
  const names = unsold.slice(0, DEAD_STOCK_NAMED).map((entry) => entry.product.name);
  const more = unsold.length - names.length;
  return [
    suggestion({
      kind: 'dead_stock',
      productId: unsold.length === 1 ? unsold[0]!.product.productId : null,
      title: `${unsold.length} ${unsold.length === 1 ? 'product has' : 'products have'} not sold in ${PERFORMANCE_DAYS} days`,
      figure: `${formatRand(tiedUp)} tied up in stock at selling price`,
      action: `Put ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''} on special, or return ${unsold.length === 1 ? 'it' : 'them'} to the supplier`,
    }),
  ];
}

/** Quantities that stop 1 to NEAR_TIER_UNITS units short of a tier: [from, to] per tier. */
export const nearTierBands = () =>
  BULK_TIERS.map((tier) => ({
    tier,
    from: tier.minQuantity - NEAR_TIER_UNITS,
    to: tier.minQuantity - 1,
  }));

/** The product and tier customers most often nearly reached in their orders. */
export function tierNearMissSuggestion(products: readonly ProductSales[]): Suggestion[] {
  const [best] = products
    .flatMap((product) =>
      product.nearTierLines.map((lines, tierIndex) => ({ product, tierIndex, lines })),
    )
    .filter((candidate) => candidate.lines >= NEAR_TIER_MIN_LINES)
    .sort((a, b) => b.lines - a.lines);
  if (!best) return [];
  const { product, tierIndex, lines } = best;
  const tier = BULK_TIERS[tierIndex]!;
  const bulkPrice = tierUnitPrice(product.priceCents, tier.minQuantity);
  return [
    suggestion({
      kind: 'tier_near_miss',
      productId: product.productId,
      title: `Customers nearly reached the bulk price of ${product.name}`,
      figure: `${lines} orders in ${PERFORMANCE_DAYS} days stopped 1-${NEAR_TIER_UNITS} units short of ${tier.minQuantity}`,
      action: `Tell customers that ${tier.minQuantity} or more cost ${formatRand(bulkPrice)} each (${tier.discountPercent}% off ${formatRand(product.priceCents)})`,
    }),
  ];
}
