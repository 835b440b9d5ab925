import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';

/**
 * The stock take (issue: barcodes and the stock take): count the whole shop or one category on
 * one or several phones, review the differences, apply them as `stock_take` movements. Each
 * counted line remembers the stock the system held when it was first counted, so sales made while
 * the count runs are kept: applying moves stock by counted minus that figure.
 */
export const STOCK_TAKE_STATUSES = ['counting', 'paused', 'applied', 'cancelled'] as const;
export type StockTakeStatus = (typeof STOCK_TAKE_STATUSES)[number];

export const MAX_COUNT_STEP = 100_000;
export const MAX_COUNTS_PER_CALL = 200;

/** 409 `details.reason` when a stock take is no longer open to counts or to applying. */
export const STOCK_TAKE_CLOSED = 'STOCK_TAKE_CLOSED';

export const StartStockTakeSchema = z.object({
  /** Left out: the whole shop. */
  categoryId: z.uuid({ error: 'Not a valid id' }).nullish(),
});
export type StartStockTake = z.input<typeof StartStockTakeSchema>;

export const StockCountSchema = z.object({
  productId: z.uuid({ error: 'Not a valid id' }),
  /** Added to what was counted before (a scan is 1); a negative number takes a miscount back. */
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(-MAX_COUNT_STEP, `At least -${MAX_COUNT_STEP}`)
    .max(MAX_COUNT_STEP, `At most ${MAX_COUNT_STEP}`)
    .refine((n) => n !== 0, 'Quantity must not be 0'),
});

/** POST /api/stock-takes/{id}/counts: adds to the counts (repeatable, from several phones). */
export const AddStockCountsSchema = z.object({
  counts: z
    .array(StockCountSchema, { error: 'counts must be a list' })
    .min(1, 'Count at least one product')
    .max(MAX_COUNTS_PER_CALL, `At most ${MAX_COUNTS_PER_CALL} counts at once`),
});
export type AddStockCounts = z.input<typeof AddStockCountsSchema>;

/** PUT /api/stock-takes/{id}: pause, continue, or cancel (nothing moves). */
export const UpdateStockTakeSchema = z.object({
  status: z.enum(['counting', 'paused', 'cancelled'], {
    error: 'status must be counting, paused or cancelled',
  }),
});
export type UpdateStockTake = z.input<typeof UpdateStockTakeSchema>;

const PersonSchema = z.object({ id: z.uuid().nullable(), name: z.string() });

export const StockTakeLineSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  barcodes: z.array(z.string()),
  /** The system's stock when the line was first counted; the current stock while uncounted. */
  expected: z.number().int(),
  /** Null until someone counts it: uncounted lines are left as they are when applied. */
  counted: z.number().int().nullable(),
  difference: z.number().int().nullable(),
  /** The selling price, and the difference's value at it ("-24.00" for two missing R12 items). */
  price: DecimalStringSchema,
  differenceValue: DecimalStringSchema.nullable(),
  /** The cost price and the difference at cost, once cost prices exist (null before). */
  differenceCost: DecimalStringSchema.nullable().default(null),
  countedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StockTakeLine = z.infer<typeof StockTakeLineSchema>;

export const StockTakeSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(STOCK_TAKE_STATUSES),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  /** Who started it; a staff member, or the owner (id null). */
  startedBy: PersonSchema,
  /** Everyone who counted on it. */
  countedBy: z.array(PersonSchema),
  /** Lines counted / lines in scope. */
  countedLines: z.number().int(),
  totalLines: z.number().int(),
  /** Counted minus expected over the counted lines: units, and value at the selling price. */
  differenceUnits: z.number().int(),
  differenceValue: DecimalStringSchema,
  createdAt: z.iso.datetime({ offset: true }),
  appliedAt: z.iso.datetime({ offset: true }).nullable(),
  appliedBy: PersonSchema.nullable(),
});
export type StockTakeSummary = z.infer<typeof StockTakeSummarySchema>;

/** GET /api/stock-takes/{id} and every write's answer. */
export const StockTakeSchema = StockTakeSummarySchema.extend({
  lines: z.array(StockTakeLineSchema),
});
export type StockTake = z.infer<typeof StockTakeSchema>;

/** GET /api/stock-takes: newest first; applied ones are the shop's shrinkage reports. */
export const StockTakeListSchema = z.array(StockTakeSummarySchema);
