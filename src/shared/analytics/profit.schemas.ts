import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { calendarDaySchema } from '../common/fields';

/**
 * Gross profit (issue: stock in): revenue excluding VAT, net of refunds, less the cost of the
 * goods sold at each sale line's cost at the moment of sale. Lines sold before their product's
 * cost was known are left out of both and counted in `revenueWithoutCost`.
 */
export const ProfitQuerySchema = z
  .object({
    /** The first day; today (Johannesburg) when left out. */
    from: calendarDaySchema('From must be a date, YYYY-MM-DD').optional(),
    /** The last day; today (Johannesburg) when left out. */
    to: calendarDaySchema('To must be a date, YYYY-MM-DD').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'From must be on or before To',
    path: ['to'],
  });
export type ProfitQuery = z.input<typeof ProfitQuerySchema>;

export const ProfitFiguresSchema = z.object({
  revenue: DecimalStringSchema,
  costOfGoods: DecimalStringSchema,
  grossProfit: DecimalStringSchema,
  /** grossProfit / revenue x 100, one decimal; null when there is no revenue. */
  marginPercent: z.number().nullable(),
});

export const ProductProfitSchema = ProfitFiguresSchema.extend({
  productId: z.uuid(),
  productName: z.string(),
  unitsSold: z.number().int(),
});

/** GET /api/analytics/profit?from=YYYY-MM-DD&to=YYYY-MM-DD */
export const ProfitSchema = ProfitFiguresSchema.extend({
  /** Revenue of lines sold before their product had a cost (not in the figures above). */
  revenueWithoutCost: DecimalStringSchema,
  /** Per product, most profit first. */
  products: z.array(ProductProfitSchema),
});
export type Profit = z.infer<typeof ProfitSchema>;
