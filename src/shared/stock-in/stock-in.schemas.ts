import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { calendarDaySchema, optionalText } from '../common/fields';
import { pageOf, pageQueryFields } from '../paging/paging';
import { MAX_STOCK } from '../catalog/catalog.schemas';

/**
 * Stock in (issue: stock in): deliveries and wholesaler runs received into stock, each product's
 * cost as the weighted average of what was received, dated goods kept in batches by expiry date
 * and sold earliest first, and write-offs of expired, damaged or stolen goods valued at cost.
 */
export const DATE_MARKS = ['use_by', 'best_before'] as const;
export type DateMark = (typeof DATE_MARKS)[number];
export const DateMarkSchema = z.enum(DATE_MARKS, {
  error: 'Date mark must be use_by or best_before',
});

export const WRITE_OFF_REASONS = ['expired', 'damaged', 'stolen', 'other'] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

/** 422 `details.reason` of a sale (till or order) of a product with use-by stock past its date. */
export const EXPIRED_STOCK = 'EXPIRED_STOCK';
/** `details` of that refusal: which batches, how many units, so the till can say it. */
export interface ExpiredStockDetails {
  reason: typeof EXPIRED_STOCK;
  batches: {
    batchId: string;
    productId: string;
    productName: string;
    quantity: number;
    expiryDate: string;
  }[];
}

export const MAX_RECEIPT_LINES = 200;
/** The most a unit may cost, in cents (R100 000.00): a case's cost is spread over its units. */
export const MAX_UNIT_COST_CENTS = 10_000_000;

export const STOCK_IN_MESSAGES = {
  linesRequired: 'Add at least one product to the delivery',
  quantityWhole: 'Quantity must be a whole number of units, at least 1',
  expiryNeedsMark: 'Say whether the date is use by or best before',
  markNeedsExpiry: 'Enter the expiry date for a use by or best before mark',
  expiryDate: 'Expiry date must be a date, YYYY-MM-DD',
  writeOffQuantity: 'Write off a whole number of units, at least 1',
  writeOffReason: 'Choose why the stock is written off',
  moreThanBatch: 'The batch has fewer units left than that',
  expiredUseBy:
    '{count} of {product} are past their use-by date ({date}): write them off before selling',
  daysRange: 'Days must be a whole number from 1 to 365',
} as const;

/** A whole number of units, 1 up to the most a product holds. */
export const units = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_STOCK, `At most ${MAX_STOCK}`);

/** Cost per unit, excluding VAT: up to four decimals (a case of 24 at R100.00 is R4.1667 a unit). */
export const UnitCostSchema = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,7}(\.\d{1,4})?$/, 'Unit cost must be an amount like 8.50'),
    z.number(),
  ])
  .transform((value, ctx) => {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n) || n < 0 || Math.round(n * 100) > MAX_UNIT_COST_CENTS) {
      ctx.addIssue({ code: 'custom', message: 'Unit cost must be from R0.00 to R100 000.00' });
      return z.NEVER;
    }
    return Math.round(n * 10_000) / 10_000;
  })
  .meta({ description: 'Cost per unit excluding VAT, up to 4 decimals' });

export const StockReceiptLineInputSchema = z
  .object({
    productId: z.uuid({ error: 'Not a valid id' }),
    /** Units received (cases times the case size: the screen multiplies). */
    quantity: units(STOCK_IN_MESSAGES.quantityWhole),
    unitCost: UnitCostSchema,
    /** When received in cases: units per case, remembered for this product and supplier. */
    caseSize: z.number().int().min(2).max(1000).nullish(),
    expiryDate: calendarDaySchema(STOCK_IN_MESSAGES.expiryDate).nullish(),
    dateMark: DateMarkSchema.nullish(),
  })
  .refine((l) => !l.expiryDate || l.dateMark, {
    message: STOCK_IN_MESSAGES.expiryNeedsMark,
    path: ['dateMark'],
  })
  .refine((l) => !l.dateMark || l.expiryDate, {
    message: STOCK_IN_MESSAGES.markNeedsExpiry,
    path: ['expiryDate'],
  });

/** POST /api/stock-receipts: no supplier is a wholesaler run (cash at Makro, Jumbo...). */
export const CreateStockReceiptSchema = z.object({
  supplierId: z.uuid({ error: 'Not a valid id' }).nullish(),
  purchaseOrderId: z.uuid({ error: 'Not a valid id' }).nullish(),
  /** The supplier's invoice or slip number, as printed. */
  invoiceNumber: optionalText(60, 'Invoice number'),
  note: optionalText(500, 'Note'),
  lines: z
    .array(StockReceiptLineInputSchema, { error: STOCK_IN_MESSAGES.linesRequired })
    .min(1, STOCK_IN_MESSAGES.linesRequired)
    .max(MAX_RECEIPT_LINES, `At most ${MAX_RECEIPT_LINES} lines`),
});
export type CreateStockReceipt = z.input<typeof CreateStockReceiptSchema>;
export type CreateStockReceiptParsed = z.output<typeof CreateStockReceiptSchema>;

export const StockReceiptLineSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  quantity: z.number().int(),
  unitCost: z.string(),
  caseSize: z.number().int().nullable(),
  expiryDate: z.string().nullable(),
  dateMark: DateMarkSchema.nullable(),
  batchId: z.uuid().nullable(),
});

export const StockReceiptSchema = z.object({
  id: z.uuid(),
  /** REC-000001 */
  number: z.string(),
  supplierId: z.uuid().nullable(),
  supplierName: z.string().nullable(),
  purchaseOrderId: z.uuid().nullable(),
  purchaseOrderNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  note: z.string().nullable(),
  /** A versioned URL of the invoice photo, or null. */
  invoicePhoto: z.string().nullable(),
  /** The sum of quantity x unit cost, excluding VAT. */
  totalCost: DecimalStringSchema,
  receivedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  lines: z.array(StockReceiptLineSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StockReceipt = z.infer<typeof StockReceiptSchema>;

export const StockReceiptListQuerySchema = z.object({
  supplierId: z.uuid({ error: 'Not a valid id' }).optional(),
  ...pageQueryFields(100, 20),
});
export const StockReceiptListSchema = pageOf(
  StockReceiptSchema.omit({ lines: true }).extend({ lineCount: z.number().int() }),
);
export type StockReceiptList = z.infer<typeof StockReceiptListSchema>;

/** GET /api/stock-receipts/case-sizes?supplierId=: the case size last used per product. */
export const CaseSizesQuerySchema = z.object({
  supplierId: z.uuid({ error: 'Not a valid id' }).optional(),
});
export const CaseSizesSchema = z.array(
  z.object({ productId: z.uuid(), caseSize: z.number().int() }),
);

/** GET /api/stock/expiring?days=30: batches with units left expiring within the days (or past). */
export const ExpiringQuerySchema = z.object({
  days: z.coerce
    .number({ error: STOCK_IN_MESSAGES.daysRange })
    .int(STOCK_IN_MESSAGES.daysRange)
    .min(1, STOCK_IN_MESSAGES.daysRange)
    .max(365, STOCK_IN_MESSAGES.daysRange)
    .default(30),
});
export const ExpiringBatchSchema = z.object({
  batchId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  quantity: z.number().int(),
  expiryDate: z.string(),
  dateMark: DateMarkSchema,
  /** Days from today (Johannesburg) to the date: negative once past. */
  daysLeft: z.number().int(),
  /** Units left at the product's cost, or null when its cost is unknown. */
  valueAtCost: DecimalStringSchema.nullable(),
});
export const ExpiringBatchListSchema = z.array(ExpiringBatchSchema);
export type ExpiringBatch = z.infer<typeof ExpiringBatchSchema>;
