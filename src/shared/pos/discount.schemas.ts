import { z } from 'zod';
import { DecimalStringSchema, moneySchema } from '../money/money-schema';
import { MONEY_LIMITS } from '../money/limits';
import { MAX_DISCOUNT_PERCENT } from '../money/discount';

export const DISCOUNT_MESSAGES = {
  percent: 'A percent discount must be from 0 to 100, with at most two decimals',
  kind: 'A discount is an amount in rand or a percent',
  oneLine: 'A discounted product must be on one line of the sale',
} as const;

const PercentSchema = z
  .number({ error: DISCOUNT_MESSAGES.percent })
  .min(0, DISCOUNT_MESSAGES.percent)
  .max(MAX_DISCOUNT_PERCENT, DISCOUNT_MESSAGES.percent)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: DISCOUNT_MESSAGES.percent,
  });

/**
 * A discount given at the till, on a line or on the whole sale: rand off ("2.00") or a percent
 * (10, 12.5). Its own field in the sale, so that a later rule (an owner's approval for a
 * cashier) can guard it. Rand off more than the line or the sale is refused by the server (422).
 */
export const DiscountInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('amount'),
      amount: moneySchema({ max: MONEY_LIMITS.sale, label: 'A discount' }),
    }),
    z.object({ kind: z.literal('percent'), percent: PercentSchema }),
  ],
  { error: DISCOUNT_MESSAGES.kind },
);
export type DiscountInput = z.input<typeof DiscountInputSchema>;

/** On a stored line: the rand its discount took off, and the percent when given as one. */
export const LineDiscountFields = {
  discount: DecimalStringSchema.optional(),
  discountPercent: z.number().optional(),
};

/** On a stored sale: its own discount, the percent when given as one, and every discount of it. */
export const SaleDiscountFields = {
  /** Taken off the subtotal before VAT (the sale's own discount); "0.00" for none. */
  discount: DecimalStringSchema.default('0.00'),
  discountPercent: z.number().nullable().default(null),
  /** Line discounts plus the sale's: what the shop gave away on this sale. */
  discountTotal: DecimalStringSchema.default('0.00'),
};
