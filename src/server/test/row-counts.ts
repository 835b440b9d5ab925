import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema/index';

export const ALL_TABLES = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

/** Row count of every table, in one query. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const columns = ALL_TABLES.map((table) => {
    const name = getTableName(table);
    return `(select count(*) from "${name}")::int as "${name}"`;
  });
  const result = await db.execute(sql.raw(`select ${columns.join(', ')}`));
  const rows = (result as unknown as { rows: Record<string, number>[] }).rows;
  return rows[0]!;
}

/** Merchant-owned tables: those with a merchant_id column. */
export const MERCHANT_TABLES = ALL_TABLES.filter((table) => 'merchantId' in table);
