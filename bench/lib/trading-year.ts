import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/domain/accounts/sessions';
import { DAY_MS } from '../../src/shared/time/johannesburg';

export const YEAR_SHOP = { products: 300, customers: 400, sales: 70_000, orders: 1_500 };

export interface YearShop {
  merchantId: string;
  merchantToken: string;
}

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * A shop with a year of trading for the smart-dashboard bench: 300 products, 400 customers,
 * 70,000 till sales (about 200,000 lines, a quarter naming a customer) and 1,500 orders, spread
 * over the 365 days before `now` and busier on popular products. Written with a few set-based
 * statements (generate_series), so it takes seconds, not minutes.
 */
export async function prepareTradingYear({ db }: Database, now: Date): Promise<YearShop> {
  const [merchant] = await db
    .insert(users)
    .values({
      username: 'bench_year_merchant',
      passwordHash: 'not-used',
      name: 'Year Merchant',
      businessName: 'Year Spaza',
      role: 'merchant',
      phone: '+27710009998',
    })
    .returning();
  const merchantId = merchant!.id;
  const start = new Date(now.getTime() - 365 * DAY_MS).toISOString();
  const spanSeconds = 365 * 86_400 - 60;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.2026)`);
    await tx.execute(sql`
      insert into products (merchant_id, name, price, stock, low_stock_threshold, created_at)
      select ${merchantId}, 'Year product ' || lpad(i::text, 3, '0'),
             (5 + (i * 37) % 115)::numeric + ((i * 13) % 100) / 100.0,
             (i * 7) % 90, 10, ${start}::timestamptz
      from generate_series(1, ${YEAR_SHOP.products}) i`);
    await tx.execute(sql`
      insert into customers (merchant_id, name, phone, created_at)
      select ${merchantId}, 'Year customer ' || i, '+2782' || lpad(i::text, 7, '0'), ${start}::timestamptz
      from generate_series(1, ${YEAR_SHOP.customers}) i`);
    // Lines pick products with a skew (low numbers sell most); 1-5 lines per sale, mostly 1-3.
    await tx.execute(sql`
      with product as (
        select id, name, price, row_number() over (order by name) as n
        from products where merchant_id = ${merchantId}
      ), customer as (
        select id, row_number() over (order by phone) as n
        from customers where merchant_id = ${merchantId}
      ), sale as materialized (
        select s, ${start}::timestamptz + make_interval(secs => floor(random() * ${spanSeconds})) as at,
               1 + floor(power(random(), 1.15) * 5)::int as line_count,
               case when random() < 0.25 then 1 + floor(random() * ${YEAR_SHOP.customers})::int end as buyer,
               case when random() < 0.7 then 'cash' else 'card' end as method
        from generate_series(1, ${YEAR_SHOP.sales}) s
      ), pick as materialized (
        select sale.s, 1 + floor(power(random(), 2.2) * ${YEAR_SHOP.products})::int as n,
               case when random() < 0.7 then 1 when random() < 0.8 then 2 else 3 end as quantity
        from sale cross join lateral generate_series(1, sale.line_count)
      ), line as (
        select pick.s, p.id, p.name, p.price, pick.quantity, p.price * pick.quantity as subtotal
        from pick join product p using (n)
      ), priced as (
        select s, jsonb_agg(jsonb_build_object('productId', id, 'name', name, 'quantity', quantity,
                 'unitPrice', price::text, 'subtotal', subtotal::text)) as items,
               sum(subtotal) as subtotal
        from line group by s
      )
      insert into pos_sales (merchant_id, sale_number, items, subtotal, tax_amount, total_amount,
                             payment_method, customer_id, status, created_at)
      select ${merchantId}, 'SALE-' || lpad(sale.s::text, 6, '0'), priced.items, priced.subtotal,
             round(priced.subtotal * 0.15, 2), priced.subtotal + round(priced.subtotal * 0.15, 2),
             sale.method, customer.id, 'completed', sale.at
      from sale join priced using (s) left join customer on customer.n = sale.buyer`);
    await tx.execute(sql`
      with product as (
        select id, name, price, row_number() over (order by name) as n
        from products where merchant_id = ${merchantId}
      ), customer as (
        select id, row_number() over (order by phone) as n
        from customers where merchant_id = ${merchantId}
      ), drafted as materialized (
        select o, 1 + floor(random() * ${YEAR_SHOP.customers})::int as buyer,
               ${start}::timestamptz + make_interval(secs => floor(random() * ${spanSeconds})) as at,
               case when random() < 0.9 then 'completed' else 'cancelled' end as status
        from generate_series(1, ${YEAR_SHOP.orders}) o
      ), placed as (
        insert into orders (merchant_id, order_number, customer_id, total_amount, status,
                            payment_status, payment_method, created_at, updated_at)
        select ${merchantId}, 'ORD-' || lpad(o::text, 6, '0'), customer.id, 0, status, 'paid',
               'cash', at, at
        from drafted join customer on customer.n = drafted.buyer
        returning id
      ), pick as materialized (
        select placed.id as order_id, 1 + floor(random() * ${YEAR_SHOP.products})::int as n,
               1 + floor(random() * 12)::int as quantity
        from placed cross join generate_series(1, 3)
      )
      insert into order_items (merchant_id, order_id, product_id, product_name, quantity, unit_price, total_price)
      select ${merchantId}, pick.order_id, p.id, p.name, pick.quantity, p.price, p.price * pick.quantity
      from pick join product p using (n)`);
    await tx.execute(sql`
      update orders set total_amount = t.total
      from (select order_id, sum(total_price) as total from order_items
            where merchant_id = ${merchantId} group by order_id) t
      where orders.id = t.order_id`);
    await tx.execute(sql`
      insert into merchant_counters (merchant_id, name, value)
      values (${merchantId}, 'sale', ${YEAR_SHOP.sales}), (${merchantId}, 'order', ${YEAR_SHOP.orders})`);
  });
  const merchantToken = await createSession(db, merchantId, 24, { userAgent: 'bench' });
  return { merchantId, merchantToken };
}

/** Rows written, for the bench's log line. */
export async function countYear({ db }: Database, merchantId: string) {
  const [counts] = rows(
    await db.execute(sql`
      select (select count(*) from pos_sales where merchant_id = ${merchantId})::int as sales,
             (select sum(jsonb_array_length(items)) from pos_sales where merchant_id = ${merchantId})::int as lines`),
  );
  return counts as { sales: number; lines: number };
}
