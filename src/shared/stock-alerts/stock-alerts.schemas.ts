import { z } from 'zod';

export const StockAlertTypeSchema = z.enum([
  'low_stock',
  'out_of_stock',
  'stock_count',
  /** Dated units expiring within a week (the message names how many and the date). */
  'expiring_soon',
  /** Dated units past their date, until sold (best before) or written off. */
  'expired_stock',
]);
export type StockAlertType = z.infer<typeof StockAlertTypeSchema>;

/** An open (not yet restocked) alert; the response carries productName (docs/product.md "Records"). */
export const StockAlertSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** The product's stock now. */
  stock: z.number().int(),
  alertType: StockAlertTypeSchema,
  threshold: z.number().int(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof StockAlertSchema>;
export const StockAlertListSchema = z.array(StockAlertSchema);

/** Marks read every open alert raised up to `before` (what the merchant has seen). */
export const MarkAllReadSchema = z.object({
  before: z.iso.datetime({ offset: true, error: 'before must be a date and time' }),
});
export type MarkAllRead = z.infer<typeof MarkAllReadSchema>;
export const MarkAllReadResponseSchema = z.object({ updated: z.number().int() });
