import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockAlerts, stockMovements } from '@server/db/schema/index';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { addStaff, staffToken } from '@server/test/shop-staff';
import { call } from '@server/test/test-app';
import { ringUp } from '@server/test/trading';
import { lineOf, shelf, stockTakeCalls } from './stock-take-test-helpers';

const t = appFixture();
const shop = merchantFixture(t);
const owner = () => stockTakeCalls(t, shop.token);

const stockOf = async (productId: string) =>
  (await call(t.app, 'GET', `/api/products/${productId}`, { token: shop.token })).body.stock;

const movementsOf = (productId: string) =>
  t.deps.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.productId, productId), eq(stockMovements.reason, 'stock_take')));

describe('applying a stock take', () => {
  it('keeps a sale made between the count and the apply (10, count 7, sell 2: 5)', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [10]);
    const product = products[0]!;
    const take = await owner().started(categoryId);
    await owner().count(take.id, [[product.id, 7]]);
    await ringUp(t, shop.token, [[product, 2]]);
    const review = await owner().get(take.id);
    expect(lineOf(review.body, product.id)).toMatchObject({ expected: 10, counted: 7 });
    const applied = await owner().apply(take.id);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      status: 'applied',
      appliedBy: { id: null, name: shop.user.name },
      differenceUnits: -3,
      differenceValue: '-36.00',
    });
    expect(await stockOf(product.id)).toBe(5);
    const [moved] = await movementsOf(product.id);
    expect(moved).toMatchObject({ delta: -3, referenceType: 'stock_take', referenceId: take.id });
  });

  it('moves counted lines only, each by its difference, and names the member of staff', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [4, 6, 9]);
    const [short, over, uncounted] = products;
    const m = await addStaff(t, shop.token, {
      name: 'Zanele Khumalo',
      role: 'manager',
      pin: '6203',
    });
    const manager = stockTakeCalls(t, await staffToken(t, shop.token, m.id, '6203'));
    const take = await owner().started(categoryId);
    await manager.count(take.id, [
      [short!.id, 1],
      [over!.id, 8],
    ]);
    expect((await owner().status(take.id, 'paused')).status).toBe(200);
    const applied = await manager.apply(take.id);
    expect(applied.status).toBe(200);
    expect(applied.body.appliedBy).toEqual({ id: m.id, name: 'Zanele Khumalo' });
    expect(applied.body.countedBy).toEqual([{ id: m.id, name: 'Zanele Khumalo' }]);
    expect([
      await stockOf(short!.id),
      await stockOf(over!.id),
      await stockOf(uncounted!.id),
    ]).toEqual([1, 8, 9]);
    expect((await movementsOf(short!.id))[0]).toMatchObject({ delta: -3, staffId: m.id });
    expect(await movementsOf(uncounted!.id)).toEqual([]);
    // The stock alerts ran: 1 left of a product whose threshold is 10 is low.
    const alerts = await t.deps.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, short!.id));
    expect(alerts.some((a) => a.alertType === 'low_stock' && a.resolvedAt === null)).toBe(true);
  });

  it('applies once: a second apply is 409 STOCK_TAKE_CLOSED and moves nothing', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [10]);
    const id = products[0]!.id;
    const take = await owner().started(categoryId);
    await owner().count(take.id, [[id, 6]]);
    const [first, second] = await Promise.all([owner().apply(take.id), owner().apply(take.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.error.details).toEqual({ reason: 'STOCK_TAKE_CLOSED', status: 'applied' });
    expect((await owner().apply(take.id)).status).toBe(409);
    expect(await stockOf(id)).toBe(6);
    expect(await movementsOf(id)).toHaveLength(1);
    expect((await owner().status(take.id, 'cancelled')).status).toBe(409);
  });

  it('a cancelled stock take moves nothing and cannot be applied', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [10]);
    const id = products[0]!.id;
    const take = await owner().started(categoryId);
    await owner().count(take.id, [[id, 2]]);
    expect((await owner().status(take.id, 'cancelled')).status).toBe(200);
    const applied = await owner().apply(take.id);
    expect(applied.status).toBe(409);
    expect(applied.body.error.details.reason).toBe('STOCK_TAKE_CLOSED');
    expect(await stockOf(id)).toBe(10);
    expect(await movementsOf(id)).toEqual([]);
  });

  it('takes stock to 0, never below, when sales since the count took more than was counted', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [10]);
    const product = products[0]!;
    const take = await owner().started(categoryId);
    await owner().count(take.id, [[product.id, 2]]);
    await ringUp(t, shop.token, [[product, 6]]);
    expect((await owner().apply(take.id)).status).toBe(200);
    expect(await stockOf(product.id)).toBe(0);
  });
});
