import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import {
  LAPSED_SHOWN,
  MIN_USUAL_GAP_DAYS,
  REGULAR_MIN_PURCHASES,
  type CustomerHabit,
} from '@shared/analytics/customer-suggestions';
import type { Db } from '@server/db/client';
import { customerActivity, customerConsents, customers } from '@server/db/schema/index';

/** All the shop's customers, and those with two or more purchases (from customer_activity). */
export async function customerCounts(db: Db, merchantId: string) {
  const [row] = await db
    .select({
      total: count(),
      repeat: sql<number>`(select count(*) from ${customerActivity}
        where ${customerActivity.merchantId} = ${merchantId}
          and ${customerActivity.totalPurchases} >= 2)`.mapWith(Number),
    })
    .from(customers)
    .where(eq(customers.merchantId, merchantId));
  return { total: row?.total ?? 0, repeat: row?.repeat ?? 0 };
}

/**
 * The regulars longest away compared with their usual gap between purchases: the candidates the
 * lapsed-customer rule looks at (it decides whether they are overdue). The few are picked from
 * customer_activity first, then named.
 */
export async function longestAway(db: Db, merchantId: string, now: Date): Promise<CustomerHabit[]> {
  const { firstPurchaseDate: first, lastPurchaseDate: last, totalPurchases } = customerActivity;
  const span = sql`extract(epoch from ${last} - ${first})`;
  const away = sql`extract(epoch from ${now.toISOString()}::timestamptz - ${last})`;
  const regulars = db
    .select({
      customerId: customerActivity.customerId,
      purchases: sql<number>`${totalPurchases}`.as('purchases'),
      firstPurchaseAt: sql<Date>`${first}`
        .mapWith(customerActivity.firstPurchaseDate)
        .as('first_at'),
      lastPurchaseAt: sql<Date>`${last}`.mapWith(customerActivity.lastPurchaseDate).as('last_at'),
    })
    .from(customerActivity)
    .where(
      and(
        eq(customerActivity.merchantId, merchantId),
        gte(totalPurchases, REGULAR_MIN_PURCHASES),
        sql`${span} >= (${totalPurchases} - 1) * ${MIN_USUAL_GAP_DAYS * 86_400}`,
      ),
    )
    .orderBy(desc(sql`${away} * (${totalPurchases} - 1) / ${span}`))
    .limit(LAPSED_SHOWN)
    .as('regulars');
  return db
    .select({
      customerId: regulars.customerId,
      name: customers.name,
      purchases: regulars.purchases,
      firstPurchaseAt: regulars.firstPurchaseAt,
      lastPurchaseAt: regulars.lastPurchaseAt,
      promotable: promotable(merchantId),
    })
    .from(regulars)
    .innerJoin(
      customers,
      and(
        eq(customers.id, regulars.customerId),
        eq(customers.merchantId, merchantId),
        isNull(customers.erasedAt),
      ),
    );
}

/**
 * The customer agreed to promotional messages by SMS or WhatsApp and has not opted out since: an
 * opt-out on any channel stops every channel (shared/customers/consent.schemas.ts, consentOf).
 */
const promotable = (merchantId: string) =>
  sql<boolean>`exists (
  select 1 from ${customerConsents} c
  where c.merchant_id = ${merchantId} and c.customer_id = ${customers.id}
    and c.granted and c.channel in ('sms', 'whatsapp')
    and not exists (
      select 1 from ${customerConsents} o
      where o.merchant_id = c.merchant_id and o.customer_id = c.customer_id
        and not o.granted and o.created_at >= c.created_at))`.mapWith(Boolean);
