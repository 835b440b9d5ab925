import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StockTakeStatus } from '@shared/stock-takes/stock-takes.schemas';
import { at, createdAt, id, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { categories, products } from './catalog';
import { staffId } from './shop-staff';

/** A product's barcodes (migration 0021): unique among one shop's products. */
export const productBarcodes = pgTable(
  'product_barcodes',
  {
    merchantId: merchantId(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    code: text().notNull(),
    /** The order the shop gave them in. */
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.code] }),
    uniqueIndex('product_barcodes_merchant_code_key').on(t.merchantId, t.code),
  ],
);

/** A count of the whole shop or one category; started_by/applied_by null: the owner. */
export const stockTakes = pgTable(
  'stock_takes',
  {
    id: id(),
    merchantId: merchantId(),
    categoryId: uuid().references(() => categories.id),
    status: text().$type<StockTakeStatus>().notNull().default('counting'),
    startedBy: staffId(),
    appliedBy: staffId(),
    appliedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stock_takes_merchant_idx').on(t.merchantId, t.createdAt),
    check(
      'stock_takes_status_check',
      sql`${t.status} IN ('counting', 'paused', 'applied', 'cancelled')`,
    ),
  ],
);

/** One line per product in scope: expected is the stock when first counted. */
export const stockTakeLines = pgTable(
  'stock_take_lines',
  {
    stockTakeId: uuid()
      .notNull()
      .references(() => stockTakes.id),
    merchantId: merchantId(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    expected: integer(),
    counted: integer(),
    countedBy: staffId(),
    countedAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.stockTakeId, t.productId] }),
    check('stock_take_lines_counted_check', sql`${t.counted} >= 0`),
  ],
);

/** Every count posted, with who posted it (null: the owner). */
export const stockTakeCounts = pgTable(
  'stock_take_counts',
  {
    id: id(),
    stockTakeId: uuid()
      .notNull()
      .references(() => stockTakes.id),
    merchantId: merchantId(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    staffId: staffId(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_take_counts_take_idx').on(t.stockTakeId, t.createdAt)],
);
