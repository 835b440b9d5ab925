import { sql } from 'drizzle-orm';
import { MAX_STOCK } from '../../shared/catalog/catalog.schemas';
import { vatOn } from '../../shared/money/vat';
import type { Database } from '../db/client';
import { products, users } from '../db/schema/index';
import { hashPassword } from '../lib/crypto';
import { createSession } from '../domain/accounts/sessions';

export const BENCH_ADMIN = { username: 'bench_admin', password: 'bench-admin-pass' };
export const PRODUCT_COUNT = 500;

export interface BenchData {
  merchantId: string;
  merchantToken: string;
  /** Two products for every checkout: price in cents. */
  basket: { productId: string; name: string; priceCents: number; quantity: number }[];
}

/**
 * Load-test data for the benches and the fault suite: a merchant with 500 products, an admin,
 * and a merchant session.
 */
export async function prepareBenchData(
  { db }: Database,
  { stock = MAX_STOCK } = {},
): Promise<BenchData> {
  await db.insert(users).values({
    username: BENCH_ADMIN.username,
    passwordHash: await hashPassword(BENCH_ADMIN.password),
    name: 'Bench Admin',
    role: 'admin',
  });
  const [merchant] = await db
    .insert(users)
    .values({
      username: 'bench_merchant',
      passwordHash: await hashPassword('bench-merchant-pass'),
      name: 'Bench Merchant',
      businessName: 'Bench Spaza',
      role: 'merchant',
      phone: '+27710009999',
    })
    .returning();
  const merchantId = merchant!.id;
  const rows = Array.from({ length: PRODUCT_COUNT }, (_, i) => ({
    merchantId,
    name: `Bench product ${String(i).padStart(3, '0')}`,
    description: 'A product of the benchmark catalogue',
    price: `${5 + (i % 90)}.${String(i % 100).padStart(2, '0')}`,
    stock,
    lowStockThreshold: 10,
  }));
  const inserted = await db.insert(products).values(rows).returning();
  const merchantToken = await createSession(db, merchantId, 24, { userAgent: 'bench' });
  const basket = inserted.slice(0, 2).map((p, i) => ({
    productId: p.id,
    name: p.name,
    priceCents: Math.round(Number(p.price) * 100),
    quantity: i + 1,
  }));
  return { merchantId, merchantToken, basket };
}

/**
 * The checkout's database work without HTTP, validation or the service layer: lock and price
 * the lines, decrement stock with the not-below-zero guard, write movements, take the sale
 * number and store the sale, in one transaction.
 */
export async function directCheckout({ db }: Database, data: BenchData) {
  await db.transaction(async (tx) => {
    const ids = data.basket.map((line) => line.productId);
    await tx.execute(
      sql`select id, price, stock from products where merchant_id = ${data.merchantId} and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id for update`,
    );
    for (const line of data.basket) {
      await tx.execute(
        sql`update products set stock = stock - ${line.quantity}, updated_at = now()
            where id = ${line.productId} and merchant_id = ${data.merchantId} and stock - ${line.quantity} >= 0
            returning stock, low_stock_threshold`,
      );
    }
    for (const line of data.basket) {
      await tx.execute(
        sql`insert into stock_movements (merchant_id, product_id, delta, reason, reference_type)
            values (${data.merchantId}, ${line.productId}, ${-line.quantity}, 'sale', 'pos_sale')`,
      );
    }
    const counter = await tx.execute(
      sql`insert into merchant_counters (merchant_id, name, value) values (${data.merchantId}, 'sale', 1)
          on conflict (merchant_id, name) do update set value = merchant_counters.value + 1 returning value`,
    );
    const value = (counter as unknown as { rows: { value: number }[] }).rows[0]!.value;
    const subtotal = data.basket.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
    const items = data.basket.map((l) => ({
      productId: l.productId,
      name: l.name,
      quantity: l.quantity,
      unitPrice: (l.priceCents / 100).toFixed(2),
      subtotal: ((l.priceCents * l.quantity) / 100).toFixed(2),
    }));
    const tax = vatOn(subtotal);
    await tx.execute(
      sql`insert into pos_sales (merchant_id, sale_number, items, subtotal, tax_amount, total_amount, payment_method, status)
          values (${data.merchantId}, ${`SALE-${String(value).padStart(6, '0')}`}, ${JSON.stringify(items)}::jsonb,
                  ${(subtotal / 100).toFixed(2)}, ${(tax / 100).toFixed(2)}, ${((subtotal + tax) / 100).toFixed(2)}, 'cash', 'completed')`,
    );
  });
}
