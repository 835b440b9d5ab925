import { z } from 'zod';
import {
  calendarDaySchema,
  optionalText,
  RecordStatusSchema,
  requiredText,
} from '../common/fields';

/** Messages of the promotion form and API. */
export const PROMOTION_MESSAGES = {
  title: 'Promotion title is required',
  discount: 'Discount must be more than 0 and at most 100 percent',
  discountStep: 'Discount goes to at most two decimals',
  startDate: 'Start date is required',
  endDate: 'End date is required',
  dateOrder: 'End date cannot be before the start date',
  created: 'Promotion created successfully',
  updated: 'Promotion updated successfully',
  deleted: 'Promotion deleted successfully',
  createFailed: 'Failed to create promotion',
  updateFailed: 'Failed to update promotion',
  deleteFailed: 'Failed to delete promotion',
} as const;

/** Percentage off: more than 0, at most 100, two decimals (numeric(5,2)). */
export const DiscountSchema = z
  .union([z.number(), z.string().max(10)], { error: PROMOTION_MESSAGES.discount })
  .transform((value, ctx) => {
    const discount = typeof value === 'number' ? value : Number(value.trim() || Number.NaN);
    if (!Number.isFinite(discount) || discount <= 0 || discount > 100) {
      ctx.addIssue({ code: 'custom', message: PROMOTION_MESSAGES.discount });
      return z.NEVER;
    }
    if (Math.abs(Math.round(discount * 100) - discount * 100) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: PROMOTION_MESSAGES.discountStep });
      return z.NEVER;
    }
    return Math.round(discount * 100) / 100;
  })
  .meta({ description: 'Percent off: above 0, at most 100, two decimals at most' });

/** The promotion save payload (promotions entity, docs/product.md "Records"); the brand comes from the path. */
export const PromotionInputSchema = z
  .object({
    title: requiredText(PROMOTION_MESSAGES.title),
    description: optionalText(1000, 'Description'),
    discountPercentage: DiscountSchema,
    startDate: calendarDaySchema(PROMOTION_MESSAGES.startDate),
    endDate: calendarDaySchema(PROMOTION_MESSAGES.endDate),
    status: RecordStatusSchema.default('active'),
  })
  .refine((p) => p.endDate >= p.startDate, {
    message: PROMOTION_MESSAGES.dateOrder,
    path: ['endDate'],
  })
  .meta({ description: PROMOTION_MESSAGES.dateOrder });
export type PromotionInput = z.input<typeof PromotionInputSchema>;
export type PromotionValues = z.output<typeof PromotionInputSchema>;

export const PromotionSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  discountPercentage: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  status: RecordStatusSchema,
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const PromotionListSchema = z.array(PromotionSchema);

/** DELETE /api/promotions/:id: the id of the promotion removed. */
export const PromotionDeletedSchema = z.object({ id: z.string() });
