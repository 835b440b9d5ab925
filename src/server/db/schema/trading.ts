import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { VAT_PERCENT } from '@shared/money/vat';
import { at, createdAt, id, money, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { products } from './catalog';
import { customers } from './customers';
import { staffId } from './shop-staff';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    merchantId: merchantId(),
    orderNumber: text().notNull(),
    customerId: uuid().references(() => customers.id),
    totalAmount: money().notNull(),
    status: text()
      .$type<'pending' | 'processing' | 'completed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    paymentStatus: text().$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    paymentMethod: text(),
    orderType: text().notNull().default('standard'),
    language: text(),
    /** Bumped by a trigger on every change of the row (migration 0014): an edit names the one it read. */
    version: integer().notNull().default(1),
    /** Who took it: a member of the shop's staff, or null for the owner. */
    staffId: staffId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_merchant_number_key').on(t.merchantId, t.orderNumber),
    index('orders_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('orders_merchant_status_idx').on(t.merchantId, t.status),
    index('orders_merchant_customer_idx').on(t.merchantId, t.customerId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    merchantId: merchantId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    productName: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: money().notNull(),
    totalPrice: money().notNull(),
    /** The product's cost per unit excl. VAT when it was ordered; null when not known. */
    unitCost: numeric({ precision: 14, scale: 4 }),
  },
  (t) => [index('order_items_order_idx').on(t.merchantId, t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    merchantId: merchantId(),
    orderId: uuid().references(() => orders.id),
    customerId: uuid().references(() => customers.id),
    amount: money().notNull(),
    method: text().notNull(),
    status: text().$type<'pending' | 'completed' | 'failed'>().notNull().default('pending'),
    transactionId: text(),
    createdAt: createdAt(),
  },
  (t) => [index('payments_merchant_created_idx').on(t.merchantId, t.createdAt)],
);

/** A till sale. items is the priced snapshot: [{productId, name, quantity, unitPrice, subtotal}]. */
export const posSales = pgTable(
  'pos_sales',
  {
    id: id(),
    merchantId: merchantId(),
    saleNumber: text().notNull(),
    items: jsonb().notNull(),
    /** The sum of the lines, each after its own discount. */
    subtotal: money().notNull(),
    /** The sale's own discount, off the subtotal before VAT (total = subtotal - this + tax). */
    discountAmount: money().notNull().default('0'),
    /** The percent the sale's discount was given as; null for rand off or none. */
    discountPercent: numeric({ precision: 5, scale: 2 }),
    /** Every discount of the sale (its lines' and its own): what a cash-up counts as given. */
    discountTotal: money().notNull().default('0'),
    taxAmount: money().notNull(),
    /** The VAT rate the sale was charged at: VAT_PERCENT, or 0 for a shop not VAT registered. */
    vatPercent: integer().notNull().default(VAT_PERCENT),
    totalAmount: money().notNull(),
    paymentMethod: text().notNull(),
    customerId: uuid().references(() => customers.id),
    status: text().notNull().default('completed'),
    cashTendered: money(),
    changeDue: money(),
    /** A sale rung up offline: the till's own receipt number (OFF-<device>-<n>), null otherwise. */
    offlineReceiptNumber: text(),
    /** When an offline sale reached the server; createdAt is when it was rung up. */
    syncedAt: at(),
    /** Offline sales: rung-up subtotal minus the subtotal at the day's prices (kept, not refused). */
    priceDifference: money(),
    /**
     * Offline sales with a line rung up below the shop's price, or at zero: how far below the
     * shop's prices those lines came, in all (0.00 for a free line of a free product); null
     * when no line was. Shown to the owner on the dashboard and in the till's sync report.
     */
    belowPrice: money(),
    /** The customer's receipt link /r/{token}: random, unguessable (~128 bits). */
    receiptToken: text()
      .notNull()
      .default(
        sql`translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_')`,
      ),
    /** The cashier: a member of the shop's staff, or null for the owner. */
    staffId: staffId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pos_sales_merchant_number_key').on(t.merchantId, t.saleNumber),
    uniqueIndex('pos_sales_receipt_token_key').on(t.receiptToken),
    /** An offline receipt number names one sale per shop (migration 0013). */
    uniqueIndex('pos_sales_offline_receipt_key')
      .on(t.merchantId, t.offlineReceiptNumber)
      .where(sql`${t.offlineReceiptNumber} is not null`),
    index('pos_sales_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('pos_sales_merchant_staff_idx').on(t.merchantId, t.staffId, t.createdAt),
    index('pos_sales_merchant_customer_idx').on(t.merchantId, t.customerId, t.createdAt),
    check(
      'pos_sales_discount_not_negative',
      sql`${t.discountAmount} >= 0 AND ${t.discountTotal} >= ${t.discountAmount}
        AND (${t.discountPercent} IS NULL OR ${t.discountPercent} BETWEEN 0 AND 100)`,
    ),
  ],
);
