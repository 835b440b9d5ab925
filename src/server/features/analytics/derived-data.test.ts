import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  customerActivity,
  posDailyProducts,
  posDailyTotals,
  posSales,
} from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { call } from '@server/test/test-app';
import { placeOrder, ringUp, setClock } from '@server/test/trading';
import { appFixture } from '@server/test/file-fixtures';

/**
 * The rows the smart dashboard reads instead of every sale (migration 0008): kept by triggers
 * in the writing transaction, whoever writes.
 */
const t = appFixture();
afterEach(() => setClock(t, new Date().toISOString()));

/** The customer's activity row, dates to the minute (the test clock keeps running). */
const activityOf = async (merchantId: string, customerId: string) => {
  const [row] = await t.deps.db
    .select()
    .from(customerActivity)
    .where(
      and(eq(customerActivity.merchantId, merchantId), eq(customerActivity.customerId, customerId)),
    );
  const minute = (at: Date | null | undefined) => at?.toISOString().slice(0, 16) ?? null;
  return {
    ...row,
    firstPurchaseDate: minute(row?.firstPurchaseDate),
    lastPurchaseDate: minute(row?.lastPurchaseDate),
  };
};

describe('daily till summaries', () => {
  it('add each completed sale to its Johannesburg day and its products', async () => {
    const { token, user } = await signUpMerchant(t);
    const bread = await insertProduct(t.deps.db, user.id, { price: '10.00', stock: 100 });
    const milk = await insertProduct(t.deps.db, user.id, { price: '25.50', stock: 100 });
    setClock(t, '2026-02-10T21:59:00Z'); // 23:59 on 10 February
    await ringUp(t, token, [
      [bread, 2],
      [milk, 1],
    ]);
    setClock(t, '2026-02-10T22:01:00Z'); // 00:01 on 11 February
    await ringUp(t, token, [[bread, 1]]);
    await ringUp(t, token, [[bread, 3]]);

    const totals = await t.deps.db
      .select({
        day: posDailyTotals.day,
        sales: posDailyTotals.sales,
        cents: posDailyTotals.takingsCents,
      })
      .from(posDailyTotals)
      .where(eq(posDailyTotals.merchantId, user.id))
      .orderBy(posDailyTotals.day);
    // 45.50 + VAT 6.83 = 52.33; then 11.50 and 34.50
    expect(totals).toEqual([
      { day: '2026-02-10', sales: 1, cents: 5233 },
      { day: '2026-02-11', sales: 2, cents: 4600 },
    ]);
    const lines = await t.deps.db
      .select({
        day: posDailyProducts.day,
        productId: posDailyProducts.productId,
        units: posDailyProducts.units,
        cents: posDailyProducts.takingsCents,
      })
      .from(posDailyProducts)
      .where(eq(posDailyProducts.merchantId, user.id))
      .orderBy(posDailyProducts.day, posDailyProducts.units);
    expect(lines).toEqual([
      { day: '2026-02-10', productId: milk.id, units: 1, cents: 2550 },
      { day: '2026-02-10', productId: bread.id, units: 2, cents: 2000 },
      { day: '2026-02-11', productId: bread.id, units: 4, cents: 4000 },
    ]);
  });

  it('can trust till sales never to change: updates and deletes are refused', async () => {
    const { token, user } = await signUpMerchant(t);
    const bread = await insertProduct(t.deps.db, user.id, { price: '10.00', stock: 5 });
    const sale = await ringUp(t, token, [[bread, 1]]);
    await expect(
      t.deps.db.update(posSales).set({ status: 'refunded' }).where(eq(posSales.id, sale.id)),
    ).rejects.toThrow();
    await expect(t.deps.db.delete(posSales).where(eq(posSales.id, sale.id))).rejects.toThrow();
  });
});

describe('customer_activity', () => {
  it('follows till sales, orders (cancelled ones do not count) and stamps', async () => {
    const { token, user } = await signUpMerchant(t);
    const bread = await insertProduct(t.deps.db, user.id, { price: '10.00', stock: 100 });
    const [sipho, zanele] = [
      await insertCustomer(t.deps.db, user.id, { name: 'Sipho' }),
      await insertCustomer(t.deps.db, user.id, { name: 'Zanele' }),
    ];
    await call(t.app, 'POST', '/api/loyalty-cards', {
      token,
      body: { customerId: sipho.id, rewardDescription: 'Free bread' },
    });
    setClock(t, '2026-01-05T08:00:00Z');
    await ringUp(t, token, [[bread, 1]], sipho.id); // 11.50
    setClock(t, '2026-01-09T08:00:00Z');
    const items = [{ productId: bread.id, quantity: 2 }];
    const order = await placeOrder(t, token, { customerId: sipho.id, status: 'completed', items });
    expect(await activityOf(user.id, sipho.id)).toMatchObject({
      totalPurchases: 2,
      totalSpent: '31.50',
      firstPurchaseDate: '2026-01-05T08:00',
      lastPurchaseDate: '2026-01-09T08:00',
      loyaltyPoints: 2,
    });

    await call(t.app, 'PUT', `/api/orders/${order.id}`, { token, body: { customerId: zanele.id } });
    expect(await activityOf(user.id, sipho.id)).toMatchObject({
      totalPurchases: 1,
      totalSpent: '11.50',
      lastPurchaseDate: '2026-01-05T08:00',
      loyaltyPoints: 1,
    });
    expect(await activityOf(user.id, zanele.id)).toMatchObject({
      totalPurchases: 1,
      totalSpent: '20.00',
    });

    await call(t.app, 'PUT', `/api/orders/${order.id}`, { token, body: { status: 'cancelled' } });
    expect(await activityOf(user.id, zanele.id)).toMatchObject({
      totalPurchases: 0,
      totalSpent: '0.00',
      lastPurchaseDate: null,
    });
  });

  it('is recounted for every customer of a bulk insert', async () => {
    const { user } = await signUpMerchant(t);
    const customers = await Promise.all(
      [1, 2, 3].map((n) => insertCustomer(t.deps.db, user.id, { name: `Bulk ${n}` })),
    );
    await t.deps.db.execute(sql`
      insert into pos_sales (merchant_id, sale_number, items, subtotal, tax_amount, total_amount,
                             payment_method, customer_id)
      select ${user.id}, 'BULK-' || n, '[]'::jsonb, 10, 0, 10, 'cash',
             (array[${customers[0]!.id}, ${customers[1]!.id}, ${customers[2]!.id}]::uuid[])[1 + n % 3]
      from generate_series(1, 30) n`);
    for (const customer of customers) {
      expect(await activityOf(user.id, customer.id)).toMatchObject({
        totalPurchases: 10,
        totalSpent: '100.00',
      });
    }
  });
});
