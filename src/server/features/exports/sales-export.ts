import { sql, type SQL } from 'drizzle-orm';
import type { CsvCell } from '@shared/exports/csv';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/lib/sql-rows';
import { EXPORT_PAGE_SIZE, keysetPages, recordsOf } from './csv-reply';
import { localDateTime, type Period } from './export-period';

interface SaleRow {
  /** The sort key: the exact timestamp as text (a Date would drop the microseconds). */
  at: string;
  date: string;
  time: string;
  kind: 'sale' | 'order';
  id: string;
  number: string;
  reference: string | null;
  method: string | null;
  customer: string | null;
  subtotal: string | null;
  vatPercent: number | null;
  vat: string | null;
  total: string;
}

/**
 * One page of the shop's takings as the dashboard counts them: completed till sales and
 * completed orders, oldest first, after the given row. Orders record no VAT of their own, so
 * their VAT cells stay empty rather than claim a figure.
 */
function salesPage(db: Db, merchantId: string, period: Period, after: SaleRow | undefined) {
  const inPeriod = (column: SQL) =>
    sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;
  const afterRow = (kind: SaleRow['kind'], column: SQL, id: SQL) =>
    after
      ? sql`and (${column}, ${kind}::text, ${id}) > (${after.at}::timestamptz, ${after.kind}::text, ${after.id}::uuid)`
      : sql``;
  return db.execute(sql`
    select * from (
      select s.created_at::text as "at", ${localDateTime(sql`s.created_at`)}, 'sale'::text as "kind", s.id, s.sale_number as "number",
        s.offline_receipt_number as "reference", s.payment_method as "method", c.name as "customer",
        s.subtotal::text as "subtotal", s.vat_percent as "vatPercent", s.tax_amount::text as "vat",
        s.total_amount::text as "total"
      from pos_sales s left join customers c on c.id = s.customer_id
      where s.merchant_id = ${merchantId} and s.status = 'completed'
        and ${inPeriod(sql`s.created_at`)} ${afterRow('sale', sql`s.created_at`, sql`s.id`)}
      union all
      select o.created_at::text, ${localDateTime(sql`o.created_at`)}, 'order'::text, o.id, o.order_number, null, o.payment_method,
        c.name, null, null, null, o.total_amount::text
      from orders o left join customers c on c.id = o.customer_id
      where o.merchant_id = ${merchantId} and o.status = 'completed'
        and ${inPeriod(sql`o.created_at`)} ${afterRow('order', sql`o.created_at`, sql`o.id`)}
    ) takings
    order by "at"::timestamptz, "kind", "id"
    limit ${EXPORT_PAGE_SIZE}
  `);
}

/** The sales export's records (SALES_COLUMNS), page by page. */
export function salesRecords(db: Db, merchantId: string, period: Period) {
  const pages = keysetPages(async (after: SaleRow | undefined) =>
    rowsOf<SaleRow>(await salesPage(db, merchantId, period, after)),
  );
  return recordsOf(pages, (row): CsvCell[] => [
    row.date,
    row.time,
    row.kind,
    row.number,
    row.reference,
    row.method,
    row.customer,
    row.subtotal,
    row.vatPercent,
    row.vat,
    row.total,
  ]);
}
