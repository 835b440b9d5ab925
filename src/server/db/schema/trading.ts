import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { VAT_PERCENT } from '@shared/money/vat';
import { at, createdAt, id, money, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { products } from './catalog';
import { customers } from './customers';

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
    subtotal: money().notNull(),
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
    /** The customer's receipt link /r/{token}: random, unguessable (~128 bits). */
    receiptToken: text()
      .notNull()
      .default(
        sql`translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_')`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pos_sales_merchant_number_key').on(t.merchantId, t.saleNumber),
    uniqueIndex('pos_sales_receipt_token_key').on(t.receiptToken),
    index('pos_sales_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('pos_sales_merchant_customer_idx').on(t.merchantId, t.customerId, t.createdAt),
  ],
);
