import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { DayTakings } from '@shared/analytics/figures';
import type { Db } from '@server/db/client';
import { orders, posDailyTotals, users } from '@server/db/schema/index';
import { johannesburgDayOf } from '@server/lib/time-sql';
import type { AnalyticsWindows } from './windows';

/**
 * Takings and sales per Johannesburg day since the window's start: completed till sales from
 * their daily summary (with the discounts they gave) plus completed orders (which have none), in
 * two queries whatever the shop's size.
 */
export async function dailyTakings(db: Db, merchantId: string, windows: AnalyticsWindows) {
  const orderDay = johannesburgDayOf(orders.createdAt);
  const tillDays = await db
    .select({
      day: posDailyTotals.day,
      cents: posDailyTotals.takingsCents,
      sales: posDailyTotals.sales,
      discounts: posDailyTotals.discountCents,
    })
    .from(posDailyTotals)
    .where(
      and(eq(posDailyTotals.merchantId, merchantId), gte(posDailyTotals.day, windows.takings.day)),
    );
  const orderDays = await db
    .select({
      day: sql<string>`${orderDay}::text`,
      cents: sql<number>`sum(${orders.totalAmount} * 100)::bigint`.mapWith(Number),
      sales: count(),
      discounts: sql<number>`0`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        eq(orders.status, 'completed'),
        gte(orders.createdAt, windows.takings.at),
      ),
    )
    .groupBy(orderDay);
  const byDay = new Map<string, DayTakings>();
  for (const row of [...tillDays, ...orderDays]) {
    const entry = byDay.get(row.day) ?? { cents: 0, sales: 0, discounts: 0 };
    byDay.set(row.day, {
      cents: entry.cents + row.cents,
      sales: entry.sales + row.sales,
      discounts: (entry.discounts ?? 0) + row.discounts,
    });
  }
  return byDay;
}

/** Whether the shop has ever completed a till sale or an order (read on the merchant's row). */
export async function hasSales(db: Db, merchantId: string): Promise<boolean> {
  const [row] = await db
    .select({
      any: sql<boolean>`exists (select 1 from ${posDailyTotals} where ${posDailyTotals.merchantId} = ${merchantId})
        or exists (select 1 from ${orders} where ${orders.merchantId} = ${merchantId} and ${orders.status} = 'completed')`,
    })
    .from(users)
    .where(eq(users.id, merchantId));
  return row?.any ?? false;
}
