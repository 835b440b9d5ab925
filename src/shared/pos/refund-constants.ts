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
