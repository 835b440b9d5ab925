import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PurchaseOrderStatus } from '@shared/purchase-orders/purchase-orders.schemas';
import type { DateMark, WriteOffReason } from '@shared/stock-in/stock-in.schemas';
import { at, createdAt, id, money, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { products, suppliers } from './catalog';
import { staffId } from './shop-staff';

/** Cost per unit excluding VAT, four decimals. */
const unitCost = () => numeric({ precision: 14, scale: 4 });

/** A purchase order to a supplier (migration 0023): PO-000001 per shop. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    merchantId: merchantId(),
    number: text().notNull(),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id),
    status: text().$type<PurchaseOrderStatus>().notNull().default('open'),
    note: text(),
    /** A member of the shop's staff, or null for the owner. */
    createdBy: staffId(),
    cancelledAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_orders_merchant_number_key').on(t.merchantId, t.number),
    index('purchase_orders_merchant_status_idx').on(t.merchantId, t.status, t.createdAt),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    purchaseOrderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id),
    merchantId: merchantId(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    position: integer().notNull(),
    quantity: integer().notNull(),
    quantityReceived: integer().notNull().default(0),
    unitCost: unitCost(),
  },
  (t) => [primaryKey({ columns: [t.purchaseOrderId, t.productId] })],
);

/** A delivery or a wholesaler run (no supplier) received into stock: REC-000001 per shop. */
export const stockReceipts = pgTable(
  'stock_receipts',
  {
    id: id(),
    merchantId: merchantId(),
    number: text().notNull(),
    supplierId: uuid().references(() => suppliers.id),
    purchaseOrderId: uuid().references(() => purchaseOrders.id),
    invoiceNumber: text(),
    invoicePhoto: text(),
    note: text(),
    totalCost: money().notNull(),
    /** A member of the shop's staff, or null for the owner. */
    receivedBy: staffId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_receipts_merchant_number_key').on(t.merchantId, t.number),
    index('stock_receipts_merchant_created_idx').on(t.merchantId, t.createdAt),
  ],
);

/** Dated stock by expiry date; quantity is what is left of the batch. */
export const stockBatches = pgTable('stock_batches', {
  id: id(),
  merchantId: merchantId(),
  productId: uuid()
    .notNull()
    .references(() => products.id),
  receiptId: uuid().references(() => stockReceipts.id),
  expiryDate: date().notNull(),
  dateMark: text().$type<DateMark>().notNull(),
  quantityReceived: integer().notNull(),
  quantity: integer().notNull(),
  createdAt: createdAt(),
});

export const stockReceiptLines = pgTable(
  'stock_receipt_lines',
  {
    receiptId: uuid()
      .notNull()
      .references(() => stockReceipts.id),
    merchantId: merchantId(),
    position: integer().notNull(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    unitCost: unitCost().notNull(),
    caseSize: integer(),
    expiryDate: date(),
    dateMark: text().$type<DateMark>(),
    batchId: uuid().references(() => stockBatches.id),
  },
  (t) => [primaryKey({ columns: [t.receiptId, t.position] })],
);

/** The case size last received per product and supplier. */
export const productCaseSizes = pgTable(
  'product_case_sizes',
  {
    merchantId: merchantId(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id),
    caseSize: integer().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.supplierId] })],
);

/** Expired, damaged or stolen goods taken off the shelf, valued at the cost of the day. */
export const stockWriteOffs = pgTable(
  'stock_write_offs',
  {
    id: id(),
    merchantId: merchantId(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    batchId: uuid().references(() => stockBatches.id),
    quantity: integer().notNull(),
    reason: text().$type<WriteOffReason>().notNull(),
    note: text(),
    unitCost: unitCost(),
    valueAtCost: money(),
    staffId: staffId(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_write_offs_merchant_created_idx').on(t.merchantId, t.createdAt)],
);
