import { and, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders, posSales } from '@server/db/schema/index';
import { centsOf } from '@server/lib/money-sql';
import { refundedOfShop, refundedSince } from '@server/domain/refunds/refund-sums';

/**
 * Revenue is paid orders plus completed POS sales less till refunds (docs/design.md "Derived
 * data", admin figures).
 */
const paidOrders = (since?: Date) =>
  and(eq(orders.paymentStatus, 'paid'), since ? gte(orders.createdAt, since) : undefined);
const completedSales = (since?: Date) =>
  and(eq(posSales.status, 'completed'), since ? gte(posSales.createdAt, since) : undefined);

const sumOf = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;
const sumIf = (column: AnyColumn, condition: SQL | undefined) =>
  sql<string>`coalesce(sum(${column}) filter (where ${condition}), 0)::text`;

/** Platform totals in two queries: this month's and all-time revenue and transaction counts. */
export async function platformRevenue(db: Db, monthStart: Date) {
  const [orderRow] = await db
    .select({
      month: sumIf(orders.totalAmount, gte(orders.createdAt, monthStart)),
      total: sumOf(orders.totalAmount),
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(paidOrders());
  const [saleRow] = await db
    .select({
      month: sumIf(posSales.totalAmount, gte(posSales.createdAt, monthStart)),
      total: sumOf(posSales.totalAmount),
      count: sql<number>`count(*)::int`,
    })
    .from(posSales)
    .where(completedSales());
  const refunded = await refundedSince(db, null, { month: monthStart, total: new Date(0) });
  return {
    monthCents: centsOf(orderRow?.month) + centsOf(saleRow?.month) - refunded.month,
    totalCents: centsOf(orderRow?.total) + centsOf(saleRow?.total) - refunded.total,
    transactions: (orderRow?.count ?? 0) + (saleRow?.count ?? 0),
  };
}

/** A merchant's revenue since `since` as a decimal string, for a select list (index lookups). */
export function monthRevenueOf(merchantId: AnyColumn, since: Date) {
  const fromOrders = sql`(select coalesce(sum(${orders.totalAmount}), 0) from ${orders}
    where ${orders.merchantId} = ${merchantId} and ${paidOrders(since)})`;
  const fromSales = sql`(select coalesce(sum(${posSales.totalAmount}), 0) from ${posSales}
    where ${posSales.merchantId} = ${merchantId} and ${completedSales(since)})`;
  return sql<string>`round(${fromOrders} + ${fromSales} - ${refundedOfShop(merchantId, since)}, 2)::text`;
}
