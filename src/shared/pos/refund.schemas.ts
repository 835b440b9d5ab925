import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { MAX_SALE_LINES, MAX_SALE_QUANTITY } from './pos-constants';

/**
 * Refunds, returns and voids of till sales (issue: refunds). A refund returns what the customer
 * paid for each line, the way the sale was paid, and comes with a credit note numbered per shop.
 */
export const REFUND_REASONS = [
  'returned',
  'damaged',
  'expired',
  'wrong_item',
  'void',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Reasons whose goods are written off instead of going back on the shelf, unless told otherwise. */
export const WRITE_OFF_REASONS: readonly RefundReason[] = ['damaged', 'expired'];

/** A void (a full refund in one tap) is offered for this long after the sale. */
export const VOID_WINDOW_MINUTES = 10;

/** Sale states: a refunded sale keeps its row; its status says how much came back. */
export const SALE_STATUSES = ['completed', 'partially_refunded', 'refunded'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** How the money went back: the sale's own method; `store_credit` is a credit sale's excess put in the wallet. */
export const REFUND_METHODS = ['cash', 'card', 'wallet', 'credit', 'store_credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** 422 `details.reason` of a refused refund. */
export const REFUND_REFUSALS = {
  /** A line asks back more than was sold less what came back before. */
  moreThanRemains: 'MORE_THAN_REMAINS',
  /** A product that is not on the sale. */
  notOnSale: 'NOT_ON_SALE',
  /** A void after VOID_WINDOW_MINUTES, or of a sale partly refunded already. */
  voidWindowPassed: 'VOID_WINDOW_PASSED',
} as const;

export const REFUND_MESSAGES = {
  moreThanRemains: 'That is more than is left to refund on this sale',
  notOnSale: 'That product is not on this sale',
  voidWindowPassed: `A sale can be voided only within ${VOID_WINDOW_MINUTES} minutes, and only whole`,
  noLines: 'Choose at least one item to refund',
} as const;

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
