import { bigint, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { merchantId } from './merchant-id';

/*
 * Completed till sales summed per Johannesburg day, so the smart dashboard reads a month of
 * figures from a few thousand small rows instead of re-reading every sale's items.
 * Derived data: the trigger on pos_sales (migration 0008) adds each inserted sale in the same
 * statement; till sales are never changed or deleted. Amounts are integer cents (bigint): summing
 * them is several times cheaper than numeric on the embedded database
 * (docs/decisions/0002-sales-summaries.md).
 */

export const posDailyTotals = pgTable(
  'pos_daily_totals',
  {
    merchantId: merchantId(),
    day: date().notNull(),
    sales: integer().notNull(),
    takingsCents: bigint({ mode: 'number' }).notNull(),
    /** Every discount the day's sales gave (migration 0017); takings are after them. */
    discountCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] })],
);

/** Per product and day: units sold and the line amounts (before VAT). */
export const posDailyProducts = pgTable(
  'pos_daily_products',
  {
    merchantId: merchantId(),
    day: date().notNull(),
    productId: uuid().notNull(),
    units: integer().notNull(),
    takingsCents: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.productId] })],
);
