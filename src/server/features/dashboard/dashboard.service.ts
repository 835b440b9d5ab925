import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { centsToDecimal, formatRand } from '@shared/money/money';
import type { Dashboard, TodayFigures } from '@shared/dashboard/dashboard.schemas';
import type { Deps } from '@server/deps';
import { orders, posSales, products } from '@server/db/schema';
import { centsOf } from '@server/lib/money-sql';
import { refundedSince } from '@server/domain/refunds/refund-sums';
import { johannesburgStartOf } from '@server/lib/time-sql';
import { DAY_MS } from '@shared/time/johannesburg';

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const sumWhere = (column: SQL | typeof orders.totalAmount, condition: SQL) =>
  sql<string>`coalesce(sum(${column}) filter (where ${condition}), 0)::text`;

/** How far back the dashboard shows offline sales rung up below the shop's prices. */
export const BELOW_PRICE_DAYS = 7;

/** The merchant dashboard, computed from the merchant's own rows in four constant queries. */
export function createDashboardService({ db, clock }: Deps) {
  return {
    async dashboard(merchantId: string): Promise<Dashboard> {
      const now = clock();
      const today = johannesburgStartOf('day', now);
      const month = johannesburgStartOf('month', now);
      const orderCompleted = sql`${orders.status} = 'completed'`;
      const saleCompleted = sql`${posSales.status} = 'completed'`;

      const [orderFigures] = await db
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          today: countWhere(sql`${orders.createdAt} >= ${today}`),
          revenueMonth: sumWhere(
            orders.totalAmount,
            sql`${orderCompleted} and ${orders.createdAt} >= ${month}`,
          ),
          revenueToday: sumWhere(
            orders.totalAmount,
            sql`${orderCompleted} and ${orders.createdAt} >= ${today}`,
          ),
        })
        .from(orders)
        .where(eq(orders.merchantId, merchantId));

      const belowSince = new Date(now.getTime() - BELOW_PRICE_DAYS * DAY_MS);
      const [saleFigures] = await db
        .select({
          belowSales: countWhere(
            sql`${posSales.belowPrice} is not null and ${posSales.syncedAt} >= ${belowSince}`,
          ),
          belowAmount: sumWhere(
            sql`${posSales.belowPrice}`,
            sql`${posSales.belowPrice} is not null and ${posSales.syncedAt} >= ${belowSince}`,
          ),
          revenueMonth: sumWhere(
            sql`${posSales.totalAmount}`,
            sql`${saleCompleted} and ${posSales.createdAt} >= ${month}`,
          ),
          revenueToday: sumWhere(
            sql`${posSales.totalAmount}`,
            sql`${saleCompleted} and ${posSales.createdAt} >= ${today}`,
          ),
        })
        .from(posSales)
        .where(eq(posSales.merchantId, merchantId));

      const [productFigures] = await db
        .select({
          active: countWhere(sql`${products.status} = 'active'`),
          lowStock: countWhere(
            sql`${products.status} = 'active' and ${products.stock} <= ${products.lowStockThreshold}`,
          ),
        })
        .from(products)
        .where(eq(products.merchantId, merchantId));

      const recent = await db
        .select({
          id: orders.id,
          customerId: orders.customerId,
          orderNumber: orders.orderNumber,
          totalAmount: orders.totalAmount,
          status: orders.status,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.merchantId, merchantId))
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
        .limit(5);

      const refunded = await refundedSince(db, merchantId, { month, today });
      const revenueMonth =
        centsOf(orderFigures?.revenueMonth) + centsOf(saleFigures?.revenueMonth) - refunded.month;
      const revenueToday =
        centsOf(orderFigures?.revenueToday) + centsOf(saleFigures?.revenueToday) - refunded.today;
      return {
        totalOrders: orderFigures?.total ?? 0,
        ordersToday: orderFigures?.today ?? 0,
        revenue: formatRand(revenueMonth),
        revenueAmount: centsToDecimal(revenueMonth),
        revenueToday: centsToDecimal(revenueToday),
        activeProducts: productFigures?.active ?? 0,
        lowStock: productFigures?.lowStock ?? 0,
        recentOrders: recent.map((order) => ({
          ...order,
          totalAmount: centsToDecimal(centsOf(order.totalAmount)),
          createdAt: order.createdAt.toISOString(),
        })),
        offlineBelowPrice: {
          sales: saleFigures?.belowSales ?? 0,
          amount: centsToDecimal(centsOf(saleFigures?.belowAmount)),
        },
      };
    },

    /**
     * The day's figures alone: completed orders and till sales since midnight in Johannesburg,
     * less the day's till refunds.
     */
    async today(merchantId: string): Promise<TodayFigures> {
      const today = johannesburgStartOf('day', clock());
      const [orderFigures] = await db
        .select({
          count: countWhere(sql`${orders.createdAt} >= ${today}`),
          revenue: sumWhere(
            orders.totalAmount,
            sql`${orders.status} = 'completed' and ${orders.createdAt} >= ${today}`,
          ),
        })
        .from(orders)
        .where(eq(orders.merchantId, merchantId));
      const [saleFigures] = await db
        .select({
          count: countWhere(
            sql`${posSales.status} = 'completed' and ${posSales.createdAt} >= ${today}`,
          ),
          revenue: sumWhere(
            sql`${posSales.totalAmount}`,
            sql`${posSales.status} = 'completed' and ${posSales.createdAt} >= ${today}`,
          ),
        })
        .from(posSales)
        .where(eq(posSales.merchantId, merchantId));
      const refunded = await refundedSince(db, merchantId, { today });
      return {
        revenueToday: centsToDecimal(
          centsOf(orderFigures?.revenue) + centsOf(saleFigures?.revenue) - refunded.today,
        ),
        ordersToday: orderFigures?.count ?? 0,
        salesToday: saleFigures?.count ?? 0,
      };
    },
  };
}
