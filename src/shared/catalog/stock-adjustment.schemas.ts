import { z } from 'zod';
import { MAX_STOCK } from './catalog.schemas';

export const STOCK_ADJUSTMENT_REASONS = [
  'delivery',
  'count_correction',
  'damaged',
  'expired',
] as const;
export const StockAdjustmentReasonSchema = z.enum(STOCK_ADJUSTMENT_REASONS, {
  error: 'Choose a reason: delivery, count correction, damaged or expired',
});
export type StockAdjustmentReason = z.infer<typeof StockAdjustmentReasonSchema>;

export const STOCK_ADJUSTMENT_MESSAGES = {
  quantity: 'Enter a whole number of units, positive to add or negative to remove',
  zero: 'The quantity cannot be 0',
} as const;

/** POST /api/products/{id}/stock-adjustments: a signed quantity and why. */
export const StockAdjustmentSchema = z.object({
  quantity: z
    .number({ error: STOCK_ADJUSTMENT_MESSAGES.quantity })
    .int(STOCK_ADJUSTMENT_MESSAGES.quantity)
    .min(-MAX_STOCK, STOCK_ADJUSTMENT_MESSAGES.quantity)
    .max(MAX_STOCK, STOCK_ADJUSTMENT_MESSAGES.quantity)
    .refine((value) => value !== 0, STOCK_ADJUSTMENT_MESSAGES.zero)
    .meta({
      description: `Units to add (positive) or remove (negative), not 0; stock stays within 0 and ${MAX_STOCK}`,
    }),
  reason: StockAdjustmentReasonSchema,
});
export type StockAdjustment = z.infer<typeof StockAdjustmentSchema>;
