import { sql } from 'drizzle-orm';
import type { CsvCell } from '@shared/exports/csv';
import { centsToDecimal } from '@shared/money/money';
import { JOHANNESBURG, johannesburgStartOfDay } from '@shared/time/johannesburg';
import type { Db } from '@server/db/client';
import { centsOf } from '@server/lib/money-sql';
import { rowsOf } from '@server/lib/sql-rows';

interface MonthRow {
  month: string;
  sales: number;
  subtotal: string;
  vat: string;
  total: string;
  orders: string;
}

const ZONE = sql.raw(`'${JOHANNESBURG}'`);
const monthOf = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone ${ZONE}, 'YYYY-MM')`;

/**
 * Output VAT per Johannesburg month of a year (VAT_SUMMARY_COLUMNS): the sums of the completed
 * till sales' own subtotals and VAT amounts, as charged (never worked out again at today's
 * rate), and the completed orders' takings, which carry no VAT of their own. Twelve months and
 * a total row; at most a year of rows, so it is read in one query.
 */
export async function vatSummaryRecords(db: Db, merchantId: string, year: number) {
  const start = johannesburgStartOfDay(`${year}-01-01`).toISOString();
  const end = johannesburgStartOfDay(`${year + 1}-01-01`).toISOString();
  const rows = rowsOf<MonthRow>(
    await db.execute(sql`
      select month, sum(sales)::int as "sales", sum(subtotal)::text as "subtotal",
        sum(vat)::text as "vat", sum(total)::text as "total", sum(orders)::text as "orders"
      from (
        select ${monthOf(sql`created_at`)} as month, count(*) as sales, sum(subtotal) as subtotal,
          sum(tax_amount) as vat, sum(total_amount) as total, 0 as orders
        from pos_sales
        where merchant_id = ${merchantId} and status = 'completed'
          and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        group by 1
        union all
        select ${monthOf(sql`created_at`)}, 0, 0, 0, 0, sum(total_amount)
        from orders
        where merchant_id = ${merchantId} and status = 'completed'
          and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        group by 1
      ) months
      group by month
    `),
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const totals = [0, 0, 0, 0, 0];
  const records: CsvCell[][] = [];
  for (let m = 1; m <= 12; m++) {
    const month = `${year}-${String(m).padStart(2, '0')}`;
    const row = byMonth.get(month);
    const figures = [
      row?.sales ?? 0,
      centsOf(row?.subtotal),
      centsOf(row?.vat),
      centsOf(row?.total),
      centsOf(row?.orders),
    ];
    figures.forEach((figure, i) => (totals[i] = (totals[i] ?? 0) + figure));
    records.push(monthRecord(month, figures));
  }
  records.push(monthRecord('total', totals));
  return records;
}

function monthRecord(label: string, [sales, ...money]: number[]): CsvCell[] {
  return [label, sales, ...money.map(centsToDecimal)];
}
