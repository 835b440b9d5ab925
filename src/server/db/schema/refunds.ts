import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RefundMethod, RefundReason } from '@shared/pos/refund.schemas';
import { createdAt, id, money } from './columns';
import { merchantId } from './merchant-id';
import { products } from './catalog';
import { orders, posSales } from './trading';
import { shopStaff, staffApprovals, staffId } from './shop-staff';

/**
 * A refund of a till sale (or the credit note of a cancelled paid order), numbered per shop
 * CN-000001. Append-only; triggers (migration 0020) take till refunds off the day summaries.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    merchantId: merchantId(),
    posSaleId: uuid().references(() => posSales.id),
    orderId: uuid().references(() => orders.id),
    creditNoteNumber: text().notNull(),
    /** What went back, VAT included, and its VAT share. */
    amount: money().notNull(),
    vat: money().notNull(),
    method: text().$type<RefundMethod>().notNull(),
    /** A credit sale's refund above what the customer still owed, put in the wallet. */
    storeCredit: money(),
    reason: text().$type<RefundReason>().notNull(),
    restock: boolean().notNull(),
    note: text(),
    /** Who refunded: a member of the shop's staff, or null for the owner. */
    staffId: staffId(),
    /** The approval it used (null: none was needed) and who gave it (null: the owner). */
    approvalId: uuid().references(() => staffApprovals.id),
    approvedBy: uuid().references(() => shopStaff.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_merchant_number_key').on(t.merchantId, t.creditNoteNumber),
    index('refunds_merchant_sale_idx')
      .on(t.merchantId, t.posSaleId)
      .where(sql`${t.posSaleId} is not null`),
    index('refunds_merchant_order_idx')
      .on(t.merchantId, t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('refunds_merchant_created_idx').on(t.merchantId, t.createdAt),
    check('refunds_one_source', sql`(${t.posSaleId} is null) <> (${t.orderId} is null)`),
  ],
);

/** The units a refund returned, per line of the sale (or order). */
export const refundLines = pgTable(
  'refund_lines',
  {
    id: id(),
    merchantId: merchantId(),
    refundId: uuid()
      .notNull()
      .references(() => refunds.id),
    posSaleId: uuid().references(() => posSales.id),
    /** The line of the sale's items these units come from. */
    lineIndex: integer().notNull(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    name: text().notNull(),
    quantity: integer().notNull(),
    amount: money().notNull(),
    vat: money().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refund_lines_refund_idx').on(t.merchantId, t.refundId),
    index('refund_lines_sale_idx')
      .on(t.merchantId, t.posSaleId)
      .where(sql`${t.posSaleId} is not null`),
  ],
);
