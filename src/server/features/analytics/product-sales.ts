import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { ProductSales } from '@shared/analytics/product-figures';
import { nearTierBands } from '@shared/analytics/stock-suggestions';
import { toCents } from '@shared/money/money';
import type { Db } from '@server/db/client';
import { orderItems, orders, posDailyProducts, products } from '@server/db/schema/index';
import type { AnalyticsWindows } from './windows';

const sumWhere = (value: SQL, condition: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${condition}), 0)`.mapWith(Number);
const total = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

type Sold = Pick<
  ProductSales,
  'unitsWeek' | 'unitsPreviousWeek' | 'units30' | 'centsWeek' | 'cents30'
>;

/** Till lines of the 30 days per product, from the daily summary. */
function tillSales(db: Db, merchantId: string, windows: AnalyticsWindows) {
  const { day, units, takingsCents } = posDailyProducts;
  return db
    .select({
      productId: posDailyProducts.productId,
      unitsWeek: sumWhere(sql`${units}`, sql`${day} >= ${windows.week.day}`),
      unitsPreviousWeek: sumWhere(
        sql`${units}`,
        sql`${day} >= ${windows.previousWeek.day} and ${day} < ${windows.week.day}`,
      ),
      units30: total(sql`${units}`),
      centsWeek: sumWhere(sql`${takingsCents}`, sql`${day} >= ${windows.week.day}`),
      cents30: total(sql`${takingsCents}`),
    })
    .from(posDailyProducts)
    .where(and(eq(posDailyProducts.merchantId, merchantId), gte(day, windows.month.day)))
    .groupBy(posDailyProducts.productId);
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
      unitsWeek: sumWhere(quantity, sql`${at} >= ${windows.week.at}`),
      unitsPreviousWeek: sumWhere(
        quantity,
        sql`${at} >= ${windows.previousWeek.at} and ${at} < ${windows.week.at}`,
      ),
      units30: total(quantity),
      centsWeek: sumWhere(cents, sql`${at} >= ${windows.week.at}`),
      cents30: total(cents),
      nearTierLines: sql<number[]>`array[${sql.join(nearTiers, sql`, `)}]::int[]`,
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
    .groupBy(orderItems.productId);
}

export function catalogue(db: Db, merchantId: string, windows: AnalyticsWindows) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      price: products.price,
      costPrice: products.costPrice,
      stock: products.stock,
      status: products.status,
      listedAllWindow: sql<boolean>`${products.createdAt} < ${windows.month.at}`,
    })
    .from(products)
    .where(eq(products.merchantId, merchantId));
}

const NOTHING: Sold = { unitsWeek: 0, unitsPreviousWeek: 0, units30: 0, centsWeek: 0, cents30: 0 };

/**
 * Every product with its sales in the windows, till and orders together. Three plain queries
 * (whatever the shop's size) joined here: their plans stay good without table statistics,
 * which the embedded database never gathers by itself.
 */
export async function productSales(
  db: Db,
  merchantId: string,
  windows: AnalyticsWindows,
): Promise<ProductSales[]> {
  const till = await tillSales(db, merchantId, windows);
  const ordered = await orderSales(db, merchantId, windows);
  const listed = await catalogue(db, merchantId, windows);
  const tillById = new Map(till.map((row) => [row.productId, row]));
  const orderedById = new Map(ordered.map((row) => [row.productId, row]));
  const noNearMisses = nearTierBands().map(() => 0);
  return listed.map(({ price, costPrice, status, ...product }) => {
    const a = tillById.get(product.productId) ?? NOTHING;
    const b = orderedById.get(product.productId);
    const sum = (key: keyof Sold) => a[key] + (b?.[key] ?? 0);
    return {
      ...product,
      priceCents: toCents(price) ?? 0,
      costCents: costPrice === null ? null : toCents(Number(costPrice).toFixed(2)),
      active: status === 'active',
      unitsWeek: sum('unitsWeek'),
      unitsPreviousWeek: sum('unitsPreviousWeek'),
      units30: sum('units30'),
      centsWeek: sum('centsWeek'),
      cents30: sum('cents30'),
      nearTierLines: b?.nearTierLines ?? noNearMisses,
    };
  });
}
