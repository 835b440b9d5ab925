import { and, eq, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ProductSales } from '@shared/analytics/product-figures';
import { nearTierBands } from '@shared/analytics/stock-suggestions';
import { toCents } from '@shared/money/money';
import type { Db } from '@server/db/client';
import { orderItems, orders, posDailyProducts, products } from '@server/db/schema/index';
import type { AnalyticsWindows } from './windows';

// Subquery columns need a name, unique across both subqueries, to be read from the outer query.
const sumWhere = (name: string, value: SQL, condition: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)`.mapWith(Number).as(name);
const total = (name: string, value: SQL) =>
  sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number).as(name);

/** Till lines of the 30 days per product, from the daily summary. */
function tillSales(db: Db, merchantId: string, windows: AnalyticsWindows) {
  const { day, units, takingsCents } = posDailyProducts;
  return db
    .select({
      productId: posDailyProducts.productId,
      unitsWeek: sumWhere('till_units_week', sql`${units}`, sql`${day} >= ${windows.week.day}`),
      unitsPreviousWeek: sumWhere(
        'till_units_previous_week',
        sql`${units}`,
        sql`${day} >= ${windows.previousWeek.day} and ${day} < ${windows.week.day}`,
      ),
      units30: total('till_units_30', sql`${units}`),
      centsWeek: sumWhere(
        'till_cents_week',
        sql`${takingsCents}`,
        sql`${day} >= ${windows.week.day}`,
      ),
      cents30: total('till_cents_30', sql`${takingsCents}`),
    })
    .from(posDailyProducts)
    .where(and(eq(posDailyProducts.merchantId, merchantId), gte(day, windows.month.day)))
    .groupBy(posDailyProducts.productId)
    .as('till');
}

/** Lines of the completed orders of the 30 days per product, with the bulk-tier near misses. */
function orderSales(db: Db, merchantId: string, windows: AnalyticsWindows) {
  const at = orders.createdAt;
  const cents = sql`${orderItems.totalPrice} * 100`;
  const quantity = sql`${orderItems.quantity}`;
  const nearTiers = nearTierBands().map(
    ({ from, to }) => sql`count(*) filter (where ${quantity} between ${from} and ${to})`,
  );
  return db
    .select({
      productId: orderItems.productId,
      unitsWeek: sumWhere('ordered_units_week', quantity, sql`${at} >= ${windows.week.at}`),
      unitsPreviousWeek: sumWhere(
        'ordered_units_previous_week',
        quantity,
        sql`${at} >= ${windows.previousWeek.at} and ${at} < ${windows.week.at}`,
      ),
      units30: total('ordered_units_30', quantity),
      centsWeek: sumWhere('ordered_cents_week', cents, sql`${at} >= ${windows.week.at}`),
      cents30: total('ordered_cents_30', cents),
      nearTierLines: sql<number[]>`array[${sql.join(nearTiers, sql`, `)}]::int[]`.as(
        'ordered_near_tier_lines',
      ),
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.id, orderItems.orderId), eq(orders.merchantId, merchantId)))
    .where(
      and(
        eq(orderItems.merchantId, merchantId),
        eq(orders.status, 'completed'),
        gte(at, windows.month.at),
      ),
    )
    .groupBy(orderItems.productId)
    .as('ordered');
}

/**
 * Every product sold in the 30 days, and every active product in stock (unsold stock is a
 * suggestion too), with its sales in the windows: one query whatever the shop's size.
 */
export async function productSales(
  db: Db,
  merchantId: string,
  windows: AnalyticsWindows,
): Promise<ProductSales[]> {
  const till = tillSales(db, merchantId, windows);
  const ordered = orderSales(db, merchantId, windows);
  const both = (pick: (table: typeof till | typeof ordered) => SQL.Aliased<number>) =>
    sql<number>`coalesce(${pick(till)}, 0) + coalesce(${pick(ordered)}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      status: products.status,
      listedAllWindow: sql<boolean>`${products.createdAt} < ${windows.month.at}`,
      unitsWeek: both((t) => t.unitsWeek),
      unitsPreviousWeek: both((t) => t.unitsPreviousWeek),
      units30: both((t) => t.units30),
      centsWeek: both((t) => t.centsWeek),
      cents30: both((t) => t.cents30),
      nearTierLines: ordered.nearTierLines,
    })
    .from(products)
    .leftJoin(till, eq(till.productId, products.id))
    .leftJoin(ordered, eq(ordered.productId, products.id))
    .where(
      and(
        eq(products.merchantId, merchantId),
        or(
          isNotNull(till.productId),
          isNotNull(ordered.productId),
          sql`${products.status} = 'active' and ${products.stock} > 0`,
        ),
      ),
    );
  return rows.map(({ price, status, nearTierLines, ...row }) => ({
    ...row,
    priceCents: toCents(price) ?? 0,
    active: status === 'active',
    nearTierLines: nearTierLines ?? nearTierBands().map(() => 0),
  }));
}
