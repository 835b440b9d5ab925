import { BULK_TIERS, tierUnitPrice } from '../money/bulk-tiers';
import { formatRand } from '../money/money';
import { roundOne } from './figures';
import { dailyRate, daysOfStockLeft, PERFORMANCE_DAYS, type ProductSales } from './product-figures';
import { phrase } from '../i18n/phrase';
import { SUGGESTION_MESSAGES as M, type SuggestionDraft } from './suggestion-messages';

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
const days = (count: number) => {
  if (count < 1) return phrase(M.lessThanADay);
  const whole = Math.round(count);
  return whole === 1 ? phrase(M.aboutOneDay) : phrase(M.aboutDays, { count: whole });
};

const suggestion = (
  fields: Omit<SuggestionDraft, 'productId' | 'customerId'> & Partial<SuggestionDraft>,
): SuggestionDraft => ({ productId: null, customerId: null, ...fields });

/** Products that sell and will run out within RESTOCK_WITHIN_DAYS: soonest first. */
export function restockSuggestions(products: readonly ProductSales[]): SuggestionDraft[] {
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
        title: phrase(M.restockTitle, { name: p.name }),
        figure:
          p.stock === 0
            ? phrase(M.restockSoldOut, { rate: rate(perDay), days: PERFORMANCE_DAYS })
            : phrase(M.restockLeft, {
                stock: p.stock,
                rate: rate(perDay),
                left: days(daysOfStockLeft(p)),
              }),
        action: phrase(M.restockAction, { quantity: order, days: RESTOCK_COVER_DAYS }),
      });
    });
}

/** Stock that has not sold in the 30 days, and the rand tied up in it at selling price. */
export function deadStockSuggestion(products: readonly ProductSales[]): SuggestionDraft[] {
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
      title:
        unsold.length === 1
          ? phrase(M.deadOne, { days: PERFORMANCE_DAYS })
          : phrase(M.deadMany, { count: unsold.length, days: PERFORMANCE_DAYS }),
      figure: phrase(M.deadFigure, { amount: formatRand(tiedUp) }),
      action: phrase(
        unsold.length === 1 ? M.deadActionOne : more > 0 ? M.deadActionMore : M.deadActionMany,
        { names: names.join(', '), more },
      ),
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
export function tierNearMissSuggestion(products: readonly ProductSales[]): SuggestionDraft[] {
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
      title: phrase(M.tierTitle, { name: product.name }),
      figure: phrase(M.tierFigure, {
        orders: lines,
        days: PERFORMANCE_DAYS,
        units: NEAR_TIER_UNITS,
        quantity: tier.minQuantity,
      }),
      action: phrase(M.tierAction, {
        quantity: tier.minQuantity,
        price: formatRand(bulkPrice),
        percent: tier.discountPercent,
        listPrice: formatRand(product.priceCents),
      }),
    }),
  ];
}
