import { formatRand } from '../money/money';
import { phrase } from '../i18n/phrase';
import { PERFORMANCE_DAYS, type ProductSales } from './product-figures';
import type { SuggestionDraft } from './suggestion-messages';

/** Products named at most: the biggest loss a unit first. */
const BELOW_COST_SHOWN = 2;

/** The below-cost suggestion's texts (English; the catalogue's keys). */
export const BELOW_COST_MESSAGES = {
  title: '{name} sells below its cost ({price} < {cost})',
  figure: 'Each one sold loses {loss}; {units} sold in the last {days} days',
  figureUnsold: 'Each one sold would lose {loss}',
  action: 'Raise the price to at least {cost}, or find a cheaper supplier',
} as const;

/**
 * Active products whose price (excl. VAT) is under their cost: every unit sold loses money.
 * Those that sell and lose the most first.
 */
export function belowCostSuggestions(products: readonly ProductSales[]): SuggestionDraft[] {
  const loss = (p: ProductSales) => (p.costCents ?? 0) - p.priceCents;
  return products
    .filter((p) => p.active && p.costCents !== null && loss(p) > 0)
    .sort((a, b) => loss(b) * Math.max(b.units30, 1) - loss(a) * Math.max(a.units30, 1))
    .slice(0, BELOW_COST_SHOWN)
    .map((p) => ({
      kind: 'below_cost' as const,
      productId: p.productId,
      customerId: null,
      title: phrase(BELOW_COST_MESSAGES.title, {
        name: p.name,
        price: formatRand(p.priceCents),
        cost: formatRand(p.costCents!),
      }),
      figure:
        p.units30 > 0
          ? phrase(BELOW_COST_MESSAGES.figure, {
              loss: formatRand(loss(p)),
              units: p.units30,
              days: PERFORMANCE_DAYS,
            })
          : phrase(BELOW_COST_MESSAGES.figureUnsold, { loss: formatRand(loss(p)) }),
      action: phrase(BELOW_COST_MESSAGES.action, { cost: formatRand(p.costCents!) }),
    }));
}
