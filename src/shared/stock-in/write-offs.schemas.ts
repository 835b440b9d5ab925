import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { calendarDaySchema, optionalText } from '../common/fields';
import { STOCK_IN_MESSAGES, WRITE_OFF_REASONS, units } from './stock-in.schemas';

// Write-offs: expired, damaged or stolen goods taken off the shelf, valued at cost, and their report.

/** POST /api/products/{id}/write-offs */
export const CreateWriteOffSchema = z.object({
  quantity: units(STOCK_IN_MESSAGES.writeOffQuantity),
  reason: z.enum(WRITE_OFF_REASONS, { error: STOCK_IN_MESSAGES.writeOffReason }),
  batchId: z.uuid({ error: 'Not a valid id' }).nullish(),
  note: optionalText(500, 'Note'),
});
export type CreateWriteOff = z.input<typeof CreateWriteOffSchema>;

export const WriteOffSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  batchId: z.uuid().nullable(),
  expiryDate: z.string().nullable(),
  quantity: z.number().int(),
  reason: z.enum(WRITE_OFF_REASONS),
  note: z.string().nullable(),
  /** quantity x the product's cost at the time; null when the cost was unknown. */
  valueAtCost: DecimalStringSchema.nullable(),
  writtenOffBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WriteOff = z.infer<typeof WriteOffSchema>;

/** GET /api/stock/write-offs?from=&to=: the write-off report, with totals by reason. */
export const WriteOffReportQuerySchema = z.object({
  from: calendarDaySchema('From must be a date, YYYY-MM-DD').optional(),
  to: calendarDaySchema('To must be a date, YYYY-MM-DD').optional(),
});
export const WriteOffReportSchema = z.object({
  writeOffs: z.array(WriteOffSchema),
  totals: z.array(
    z.object({
      reason: z.enum(WRITE_OFF_REASONS),
      quantity: z.number().int(),
      valueAtCost: DecimalStringSchema,
    }),
  ),
  totalValueAtCost: DecimalStringSchema,
});
export type WriteOffReport = z.infer<typeof WriteOffReportSchema>;
