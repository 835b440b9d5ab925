import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { MAX_SALE_LINES, MAX_SALE_QUANTITY } from './pos-constants';

import { REFUND_MESSAGES, REFUND_METHODS, REFUND_REASONS } from './refund-constants';

/** Refunds of till sales: the rules without zod live in refund-constants.ts (the till's first load reads them). */
export {
  REFUND_REASONS,
  WRITE_OFF_REASONS,
  VOID_WINDOW_MINUTES,
  SALE_STATUSES,
  REFUND_METHODS,
  REFUND_REFUSALS,
  REFUND_MESSAGES,
  type RefundReason,
  type SaleStatus,
  type RefundMethod,
} from './refund-constants';

export const RefundLineInputSchema = z.object({
  productId: z.uuid({ error: 'Not a valid id' }),
  quantity: z
    .number({ error: 'Quantity must be a whole number of at least 1' })
    .int('Quantity must be a whole number of at least 1')
    .min(1, 'Quantity must be a whole number of at least 1')
    .max(MAX_SALE_QUANTITY, `At most ${MAX_SALE_QUANTITY}`),
});

/** POST /api/pos-sales/{id}/refunds (+ Idempotency-Key; a cashier sends an approval token). */
export const CreateRefundSchema = z.object({
  lines: z
    .array(RefundLineInputSchema, { error: REFUND_MESSAGES.noLines })
    .min(1, REFUND_MESSAGES.noLines)
    .max(MAX_SALE_LINES, `At most ${MAX_SALE_LINES} lines`),
  reason: z.enum(REFUND_REASONS, { error: `reason must be one of: ${REFUND_REASONS.join(', ')}` }),
  /** Back on the shelf; left out: true unless the reason is damaged or expired. */
  restock: z.boolean({ error: 'restock must be true or false' }).optional(),
  note: z.string().trim().max(200, 'At most 200 characters').nullish(),
});
export type CreateRefund = z.input<typeof CreateRefundSchema>;
export type CreateRefundParsed = z.output<typeof CreateRefundSchema>;

export const RefundLineSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  quantity: z.number().int(),
  /** What the customer paid for these units, VAT included. */
  amount: DecimalStringSchema,
});
export type RefundLine = z.infer<typeof RefundLineSchema>;

const PersonSchema = z.object({ id: z.uuid(), name: z.string() });

/** A refund, and the credit note that records it. */
export const RefundSchema = z.object({
  id: z.uuid(),
  saleId: z.uuid(),
  /** CN-000001, numbered per shop. */
  creditNoteNumber: z.string(),
  /** The original sale's number and date, which the credit note names. */
  saleNumber: z.string(),
  saleDate: z.iso.datetime({ offset: true }),
  amount: DecimalStringSchema,
  /** The VAT share of the amount ("0.00" when the sale carried none). */
  vat: DecimalStringSchema,
  method: z.enum(REFUND_METHODS),
  /** A credit sale's refund above what the customer still owed, put in the wallet as store credit. */
  storeCredit: DecimalStringSchema.nullable().default(null),
  lines: z.array(RefundLineSchema),
  reason: z.enum(REFUND_REASONS),
  restock: z.boolean(),
  note: z.string().nullable().default(null),
  /** Who refunded (a staff member, or null for the owner) and who approved it. */
  refundedBy: PersonSchema.nullable().default(null),
  approvedBy: PersonSchema.nullable().default(null),
  /** The customer's receipt page, which shows the credit note too: /r/{receiptToken}. */
  receiptToken: z.string().nullable().default(null),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Refund = z.infer<typeof RefundSchema>;
