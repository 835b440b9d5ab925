import { phrase } from '@shared/i18n/phrase';
import { discountFits, discountPercentOf, type Discount } from '@shared/money/discount';
import { formatRand, type Cents } from '@shared/money/money';
import type { PricedSaleTotals } from '@shared/pos/sale-totals';
import { ruleViolation } from '@server/lib/app-error';

const tooLarge = (text: ReturnType<typeof phrase>, details: Record<string, unknown>) =>
  ruleViolation('DISCOUNT_TOO_LARGE', text, details);

/**
 * Refuses (422) rand off that is more than its line or its sale (a percent of 0-100 always
 * fits), naming the line and both amounts; the sale's discount is measured against the sum of
 * the lines after their own discounts.
 */
export function checkDiscountsFit(
  lines: readonly { productId: string; name: string; gross: Cents; discount?: Discount | null }[],
  subtotal: Cents,
  saleDiscount: Discount | null | undefined,
) {
  for (const line of lines) {
    if (!discountFits(line.gross, line.discount)) {
      const discount = formatRand(line.discount?.kind === 'amount' ? line.discount.amount : 0);
      throw tooLarge(
        phrase('A discount of {discount} is more than the {amount} of {name}', {
          discount,
          amount: formatRand(line.gross),
          name: line.name,
        }),
        { productId: line.productId },
      );
    }
  }
  if (!discountFits(subtotal, saleDiscount)) {
    const discount = formatRand(saleDiscount?.kind === 'amount' ? saleDiscount.amount : 0);
    throw tooLarge(
      phrase("A discount of {discount} is more than the sale's {amount}", {
        discount,
        amount: formatRand(subtotal),
      }),
      {},
    );
  }
}

/** What a sale keeps of its discounts: per line, and the sale's own with every discount summed. */
export const storedDiscounts = (
  priced: PricedSaleTotals,
  lineDiscounts: readonly (Discount | null | undefined)[],
  saleDiscount: Discount | null | undefined,
) => ({
  lines: priced.lines.map((line, i) => ({
    discount: line.discount,
    discountPercent: line.discount > 0 ? discountPercentOf(lineDiscounts[i]) : null,
  })),
  discount: priced.discount,
  discountPercent: priced.discount > 0 ? discountPercentOf(saleDiscount) : null,
  discountTotal: priced.discountTotal,
});
