import { and, eq, gte, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Cents } from '@shared/money/money';
import type { Db, Tx } from '../../db/client';
import { refunds } from '../../db/schema';
import { centsOf } from '../../lib/money-sql';

/**
 * Money given back by till refunds, counted on the day of the refund (the day the money left
 * the drawer), so takings read net of refunds. Credit notes of cancelled orders are not here:
 * a cancelled order is out of the revenue already.
 */
export const tillRefund = isNotNull(refunds.posSaleId);

/** Till refunds since each instant (one query), of one shop or, with null, of every shop. */
export async function refundedSince<K extends string>(
  db: Db | Tx,
  merchantId: string | null,
  since: Record<K, Date | SQL>,
): Promise<Record<K, Cents>> {
  const keys = Object.keys(since) as K[];
  const from = (at: Date | SQL) =>
    at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at;
  const [row] = await db
    .select(
      Object.fromEntries(
        keys.map((key) => [
          key,
          sql<string>`coalesce(sum(${refunds.amount}) filter (where ${refunds.createdAt} >= ${from(since[key])}), 0)::text`,
        ]),
      ) as Record<K, ReturnType<typeof sql<string>>>,
    )
    .from(refunds)
    .where(and(tillRefund, merchantId ? eq(refunds.merchantId, merchantId) : undefined));
  return Object.fromEntries(
    keys.map((key) => [key, centsOf((row as Record<K, string> | undefined)?.[key])]),
  ) as Record<K, Cents>;
}

/** A shop's till refunds since `since`, as a numeric subquery for a select list. */
export const refundedOfShop = (merchantId: AnyColumn, since: Date) =>
  sql`(select coalesce(sum(${refunds.amount}), 0) from ${refunds}
    where ${refunds.merchantId} = ${merchantId} and ${tillRefund} and ${gte(refunds.createdAt, since)})`;
