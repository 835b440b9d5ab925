import { sql } from 'drizzle-orm';
import type { ProfitLine } from '@shared/analytics/profit';
import { addDays, johannesburgStartOfDay } from '@shared/time/johannesburg';
import type { Db } from '@server/db/client';
import { centsOf } from '@server/lib/money-sql';
import { rowsOf } from '@server/lib/sql-rows';

interface Row {
  productId: string;
  productName: string;
  units: number;
  revenue: string;
  cost: string | null;
}

/**
 * The period's sales per product, split by whether their lines carry a cost (ProfitLine), from
 * Johannesburg midnight starting `from` to the one ending `to`:
 * - completed till sales: each line's subtotal (after its own discount) less its share of the
 *   sale's discount, excluding VAT, and its units at the line's `unitCost`;
 * - till refunds, on the day of the refund (as the takings count them): their lines' amount
 *   less VAT, and their units at the refunded line's cost, taken off;
 * - completed orders, on the day they were placed (as the dashboard counts their revenue): each
 *   line's total at the line's `unit_cost`.
 */
export async function profitLines(
  db: Db,
  merchantId: string,
  from: string,
  to: string,
): Promise<ProfitLine[]> {
  const start = sql`${johannesburgStartOfDay(from).toISOString()}::timestamptz`;
  const end = sql`${johannesburgStartOfDay(addDays(to, 1)).toISOString()}::timestamptz`;
  const cost = (line: ReturnType<typeof sql>) => sql`nullif(${line} ->> 'unitCost', '')::numeric`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select lines.product_id as "productId", p.name as "productName",
        sum(lines.units)::int as "units", round(sum(lines.revenue), 2)::text as "revenue",
        round(sum(lines.cost), 2)::text as "cost"
      from (
        select (item ->> 'productId')::uuid as product_id, (item ->> 'quantity')::int as units,
          (item ->> 'subtotal')::numeric * case when s.subtotal > 0
            then (s.subtotal - s.discount_amount) / s.subtotal else 0 end as revenue,
          (item ->> 'quantity')::int * ${cost(sql`item`)} as cost
        from pos_sales s cross join lateral jsonb_array_elements(s.items) as item
        where s.merchant_id = ${merchantId} and s.status = 'completed'
          and s.created_at >= ${start} and s.created_at < ${end}
        union all
        select rl.product_id, -rl.quantity, -(rl.amount - rl.vat),
          -(rl.quantity * ${cost(sql`(s.items -> rl.line_index)`)})
        from refund_lines rl
          join refunds r on r.id = rl.refund_id
          join pos_sales s on s.id = rl.pos_sale_id
        where rl.merchant_id = ${merchantId}
          and r.created_at >= ${start} and r.created_at < ${end}
        union all
        select oi.product_id, oi.quantity, oi.total_price, oi.quantity * oi.unit_cost
        from order_items oi join orders o on o.id = oi.order_id
        where oi.merchant_id = ${merchantId} and o.status = 'completed'
          and o.created_at >= ${start} and o.created_at < ${end}
      ) lines
      join products p on p.id = lines.product_id
      group by lines.product_id, p.name, lines.cost is null
    `),
  );
  return rows.map((row) => ({
    productId: row.productId,
    productName: row.productName,
    units: row.units,
    revenueCents: centsOf(row.revenue),
    costCents: row.cost === null ? null : centsOf(row.cost),
  }));
}
