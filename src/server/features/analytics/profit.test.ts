import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderItems } from '@server/db/schema/index';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { insertProduct } from '@server/test/fixtures';
import { refundSale } from '@server/test/refunds';
import { addStaff, staffToken } from '@server/test/shop-staff';
import { call, type TestApp } from '@server/test/test-app';
import { placeOrder, ringUp } from '@server/test/trading';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';

const t = appFixture();
const shop = merchantFixture(t);
const other = merchantFixture(t);

const profitOf = (app: TestApp, token: string, from: string, to = from) =>
  call(app.app, 'GET', `/api/analytics/profit?from=${from}&to=${to}`, { token });
const today = () => johannesburgDate(t.deps.clock());

/**
 * Each till line keeps its product's cost at the moment of sale (`unitCost` in the sale's
 * items, written by the till's sale from the product's cost). Where a line came without one,
 * it is written here from the product's cost, as the sale would have: till sales are append
 * only, so with the row triggers off for this one statement.
 */
async function keepCosts(app: TestApp, saleId: string) {
  await app.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      update pos_sales s set items = (
        select jsonb_agg(case when item ? 'unitCost' then item
          else item || jsonb_build_object('unitCost', p.cost_price::text) end order by n)
        from jsonb_array_elements(s.items) with ordinality as e(item, n)
        join products p on p.id = (item ->> 'productId')::uuid)
      where s.id = ${saleId}`);
  });
}
async function sell(app: TestApp, token: string, lines: Parameters<typeof ringUp>[2]) {
  const sale = await ringUp(app, token, lines);
  await keepCosts(app, sale.id);
  return sale;
}

describe('GET /api/analytics/profit', () => {
  it('gives R12.00 of gross profit on two units sold at R15.00 that cost R9.00', async () => {
    const bread = await insertProduct(t.deps.db, shop.user.id, {
      name: 'Bread brown',
      price: '15.00',
      costPrice: '9.0000',
    });
    await sell(t, shop.token, [[bread, 2]]);
    const res = await profitOf(t, shop.token, today());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      revenue: '30.00',
      costOfGoods: '18.00',
      grossProfit: '12.00',
      marginPercent: 40,
      revenueWithoutCost: '0.00',
    });
    expect(res.body.products).toEqual([
      {
        productId: bread.id,
        productName: 'Bread brown',
        unitsSold: 2,
        revenue: '30.00',
        costOfGoods: '18.00',
        grossProfit: '12.00',
        marginPercent: 40,
      },
    ]);
  });

  it('takes refunds off (their share excl. VAT and their units’ cost); counts orders; never another shop', async () => {
    const day = addDays(today(), 1);
    t.advance(24 * 3_600_000);
    const oil = await insertProduct(t.deps.db, shop.user.id, {
      name: 'Sunfoil 2L',
      price: '64.99',
      costPrice: '70.0000',
    });
    const eggs = await insertProduct(t.deps.db, shop.user.id, {
      name: 'Eggs single',
      price: '3.00',
      costPrice: '2.0000',
    });
    const sale = await sell(t, shop.token, [
      [oil, 1],
      [eggs, 10],
    ]);
    const back = { lines: [{ productId: eggs.id, quantity: 4 }], reason: 'returned' };
    expect((await refundSale(t, shop.token, sale.id, back)).status).toBe(201);
    const order = await placeOrder(t, shop.token, {
      status: 'completed',
      items: [{ productId: eggs.id, quantity: 5 }],
    });
    await t.deps.db
      .update(orderItems)
      .set({ unitCost: '2.0000' })
      .where(eq(orderItems.orderId, order.id));

    const theirs = await insertProduct(t.deps.db, other.user.id, {
      price: '100.00',
      costPrice: '1.0000',
    });
    await sell(t, other.token, [[theirs, 3]]);

    const res = await profitOf(t, shop.token, day);
    // Eggs: 10 sold less 4 back, 5 ordered: 11 units, R33.00 for R22.00.
    const eggsFigures = res.body.products.find(
      (p: { productId: string }) => p.productId === eggs.id,
    );
    expect(eggsFigures).toMatchObject({ unitsSold: 11, revenue: '33.00', costOfGoods: '22.00' });
    expect(res.body).toMatchObject({
      revenue: '97.99',
      costOfGoods: '92.00',
      grossProfit: '5.99',
      marginPercent: 6.1,
    });
    // The loss on the oil comes last.
    expect(res.body.products.at(-1)).toMatchObject({ productId: oil.id, grossProfit: '-5.01' });

    const theirProfit = await profitOf(t, other.token, day);
    expect(theirProfit.body).toMatchObject({ revenue: '300.00', grossProfit: '297.00' });
    expect(theirProfit.body.products).toHaveLength(1);
  });

  it('leaves lines without a cost out of the figures and counts them apart, day by day', async () => {
    const day = addDays(today(), 2);
    t.advance(2 * 24 * 3_600_000);
    const milk = await insertProduct(t.deps.db, shop.user.id, { price: '20.00' });
    await sell(t, shop.token, [[milk, 2]]);
    const res = await profitOf(t, shop.token, day);
    expect(res.body).toMatchObject({
      revenue: '0.00',
      grossProfit: '0.00',
      marginPercent: null,
      revenueWithoutCost: '40.00',
      products: [],
    });
    const before = await profitOf(t, shop.token, addDays(day, -10), addDays(day, -1));
    expect(before.body.revenueWithoutCost).toBe('0.00');
    // No days given: today.
    const plain = await call(t.app, 'GET', '/api/analytics/profit', { token: shop.token });
    expect(plain.body.revenueWithoutCost).toBe('40.00');
  });

  it('refuses a bad period with 400, and staff sessions with 403', async () => {
    expect((await profitOf(t, shop.token, '2026-11-02', '2026-11-01')).status).toBe(400);
    expect((await profitOf(t, shop.token, 'yesterday')).status).toBe(400);
    const m = await addStaff(t, shop.token, { role: 'manager', pin: '8142' });
    const token = await staffToken(t, shop.token, m.id, '8142');
    expect((await profitOf(t, token, today())).status).toBe(403);
  });
});
