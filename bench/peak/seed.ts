import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../src/server/db/client';
import { sha256 } from '../../src/server/lib/crypto';

/** What each seeded shop holds (the issue's figures: 200 products, 100 customers, history). */
export const SHOP = {
  products: 200,
  customers: 100,
  /** Customers 1-20 have a credit account, 21-40 a prepaid wallet. */
  creditCustomers: 20,
  walletCustomers: 20,
  stock: 1_000_000,
} as const;

export interface SeedOptions {
  shops: number;
  /** Past till sales per shop (1 to 6 lines, over the last 30 days). */
  history: number;
  /** Tells shops of different runs apart (usernames and session tokens). */
  tag: string;
}

export interface Shop {
  merchantId: string;
  token: string;
  products: { id: string; priceCents: number }[];
  creditCustomers: { customerId: string; accountId: string }[];
  walletCustomers: string[];
  otherCustomers: { id: string; name: string }[];
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The session token of shop `i` (20+ characters, as the auth header takes): its hash is what the seed stores. */
export const shopToken = (tag: string, i: number) =>
  `peak-${tag}-${String(i).padStart(8, '0')}-session`;

/**
 * Seeds `shops` merchants with set-based statements (generate_series), not the API one by one:
 * users and profiles, a session each, products, customers, credit accounts with a balance owed,
 * funded wallets and `history` past sales (the summary triggers fill the daily figures).
 */
export async function seedShops({ db }: Database, options: SeedOptions): Promise<Shop[]> {
  const { shops, history, tag } = options;
  const tokens = Array.from({ length: shops }, (_, i) => sha256(shopToken(tag, i + 1)));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.34)`);
    await tx.execute(sql`
      insert into users (username, password_hash, name, business_name, role, phone, phone_verified)
      select 'peak_' || ${tag} || '_' || i, 'not-used', 'Peak owner ' || i, 'Peak spaza ' || i,
             'merchant', '+2779' || lpad(i::text, 7, '0'), true
      from generate_series(1, ${shops}) i`);
    await tx.execute(sql`
      create temporary table peak_shop on commit drop as
      select id as merchant_id, substring(username from '_(\\d+)$')::int as n
      from users where username like ${`peak_${tag}_%`}`);
    await tx.execute(
      sql`insert into merchant_profiles (user_id) select merchant_id from peak_shop`,
    );
    await tx.execute(sql`
      insert into sessions (token_hash, user_id, expires_at, user_agent)
      select ${JSON.stringify(tokens)}::jsonb ->> (s.n - 1), s.merchant_id, now() + interval '1 day', 'bench'
      from peak_shop s`);
    await tx.execute(sql`
      insert into products (merchant_id, name, price, stock, low_stock_threshold)
      select s.merchant_id, 'Peak product ' || lpad(p::text, 3, '0'),
             (5 + (p * 37) % 115)::numeric + ((p * 13) % 100) / 100.0, ${SHOP.stock}, 10
      from peak_shop s cross join generate_series(1, ${SHOP.products}) p`);
    await tx.execute(sql`
      insert into customers (merchant_id, name, phone)
      select s.merchant_id, 'Customer ' || lpad(c::text, 3, '0'), '+2782' || lpad((s.n * 1000 + c)::text, 7, '0')
      from peak_shop s cross join generate_series(1, ${SHOP.customers}) c`);
    await tx.execute(sql`
      create temporary table peak_customer on commit drop as
      select c.id, c.merchant_id, substring(c.name from '(\\d+)$')::int as n
      from customers c join peak_shop s using (merchant_id)`);
    // Credit accounts owe R500 (one charge), so repayments have something to pay off.
    await tx.execute(sql`
      insert into credit_accounts (merchant_id, customer_id, credit_limit, current_balance)
      select merchant_id, id, 1000000, 500 from peak_customer where n <= ${SHOP.creditCustomers}`);
    await tx.execute(sql`
      insert into credit_transactions (merchant_id, credit_account_id, type, amount, description)
      select a.merchant_id, a.id, 'charge', 500, 'Opening balance'
      from credit_accounts a join peak_shop s using (merchant_id)`);
    await tx.execute(sql`
      insert into wallets (merchant_id, customer_id, balance)
      select merchant_id, id, 100000 from peak_customer
      where n > ${SHOP.creditCustomers} and n <= ${SHOP.creditCustomers + SHOP.walletCustomers}`);
    await tx.execute(sql`
      insert into wallet_transactions (merchant_id, wallet_id, type, amount, description)
      select w.merchant_id, w.id, 'top_up', 100000, 'Opening top-up'
      from wallets w join peak_shop s using (merchant_id)`);
    await seedHistory(tx, history);
  });
  return loadShops({ db } as Database, tag);
}

/** Past sales: 1-6 lines of the shop's products over 30 days, a third by card (the shop's takings). */
async function seedHistory(tx: Tx, history: number) {
  if (history === 0) return;
  await tx.execute(sql`
    with sale as materialized (
      select s.merchant_id, h, now() - make_interval(secs => floor(random() * 30 * 86400)) as at,
             1 + floor(random() * 6)::int as line_count,
             case when random() < 0.67 then 'cash' else 'card' end as method
      from peak_shop s cross join generate_series(1, ${history}) h
    ), line as (
      select sale.merchant_id, sale.h, p.id, p.name, p.price, 1 + floor(random() * 3)::int as quantity
      from sale cross join lateral (
        select id, name, price from products
        where merchant_id = sale.merchant_id
        offset floor(random() * ${SHOP.products - 6}) limit sale.line_count
      ) p
    ), priced as (
      select merchant_id, h, jsonb_agg(jsonb_build_object('productId', id, 'name', name,
               'quantity', quantity, 'unitPrice', price::text, 'subtotal', (price * quantity)::text)) as items,
             sum(price * quantity) as subtotal
      from line group by merchant_id, h
    )
    insert into pos_sales (merchant_id, sale_number, items, subtotal, tax_amount, total_amount,
                           payment_method, status, created_at)
    select sale.merchant_id, 'SALE-' || lpad(sale.h::text, 6, '0'), priced.items, priced.subtotal,
           round(priced.subtotal * 0.15, 2), priced.subtotal + round(priced.subtotal * 0.15, 2),
           sale.method, 'completed', sale.at
    from sale join priced using (merchant_id, h)`);
  await tx.execute(sql`
    insert into merchant_counters (merchant_id, name, value)
    select merchant_id, 'sale', ${history} from peak_shop`);
}

/** The ids and prices the load generator needs, read back in a few queries. */
async function loadShops({ db }: Database, tag: string): Promise<Shop[]> {
  const shops = rows<{ id: string; n: number }>(
    await db.execute(sql`
      select id, substring(username from '_(\\d+)$')::int as n from users
      where username like ${`peak_${tag}_%`} order by 2`),
  );
  const byId = new Map<string, Shop>();
  for (const s of shops) {
    byId.set(s.id, {
      merchantId: s.id,
      token: shopToken(tag, s.n),
      products: [],
      creditCustomers: [],
      walletCustomers: [],
      otherCustomers: [],
    });
  }
  const ids = sql`(select id from users where username like ${`peak_${tag}_%`})`;
  for (const p of rows<{ merchant_id: string; id: string; cents: number }>(
    await db.execute(
      sql`select merchant_id, id, (price * 100)::int as cents from products where merchant_id in ${ids} order by name`,
    ),
  ))
    byId.get(p.merchant_id)!.products.push({ id: p.id, priceCents: p.cents });
  for (const c of rows<{
    merchant_id: string;
    id: string;
    name: string;
    account: string | null;
    wallet: string | null;
  }>(
    await db.execute(sql`
      select c.merchant_id, c.id, c.name, a.id as account, w.id as wallet from customers c
      left join credit_accounts a on a.customer_id = c.id
      left join wallets w on w.customer_id = c.id
      where c.merchant_id in ${ids} order by c.name`),
  )) {
    const shop = byId.get(c.merchant_id)!;
    if (c.account) shop.creditCustomers.push({ customerId: c.id, accountId: c.account });
    else if (c.wallet) shop.walletCustomers.push(c.id);
    else shop.otherCustomers.push({ id: c.id, name: c.name });
  }
  return [...byId.values()];
}
