import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STOCK_IN_MESSAGES } from '@shared/stock-in/stock-in.schemas';
import { addDays, DAY_MS, johannesburgDate } from '@shared/time/johannesburg';
import { orderItems, posSales, stockBatches } from '@server/db/schema/index';
import { insertProduct } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call } from '@server/test/test-app';
import { appFixture } from '@server/test/file-fixtures';
import { tillCart } from '@server/test/trading';
import { stockInCalls } from './stock-in-test-helpers';

const t = appFixture();

async function shop() {
  const m = await signUpMerchant(t);
  return { token: m.token, id: m.user.id as string, calls: stockInCalls(t, m.token) };
}

const today = () => johannesburgDate(t.deps.clock());
const sell = (token: string, product: { id: string; price: string }, quantity: number) =>
  call(t.app, 'POST', '/api/pos-sales', { token, body: tillCart([[product, quantity]]) });
const batchesOf = async (productId: string) =>
  (await t.deps.db.select().from(stockBatches).where(eq(stockBatches.productId, productId)))
    .sort((a, b) => (a.expiryDate < b.expiryDate ? -1 : 1))
    .map((b) => [b.expiryDate, b.quantity]);

describe('expiry dates', () => {
  it('refuses a sale of use-by stock past its date until it is written off; best before sells', async () => {
    const s = await shop();
    const milk = await insertProduct(t.deps.db, s.id, {
      name: 'Amasi 1L',
      stock: 0,
      price: '20.00',
    });
    const rusks = await insertProduct(t.deps.db, s.id, { name: 'Rusks', stock: 0, price: '40.00' });
    const useBy = addDays(today(), 2);
    const receipt = await s.calls.received({
      lines: [
        { productId: milk.id, quantity: 4, unitCost: '12', expiryDate: useBy, dateMark: 'use_by' },
        {
          productId: rusks.id,
          quantity: 2,
          unitCost: '25',
          expiryDate: useBy,
          dateMark: 'best_before',
        },
      ],
    });
    expect((await sell(s.token, milk, 1)).status).toBe(201);

    t.advance(3 * DAY_MS);
    const refused = await sell(s.token, milk, 1);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(
      `3 of Amasi 1L are past their use-by date (${useBy}): write them off before selling`,
    );
    expect(refused.body.error.details).toMatchObject({
      reason: 'EXPIRED_STOCK',
      batches: [
        { batchId: receipt.lines[0]!.batchId, productId: milk.id, quantity: 3, expiryDate: useBy },
      ],
    });
    const order = await call(t.app, 'POST', '/api/orders', {
      token: s.token,
      body: { items: [{ productId: milk.id, quantity: 1 }] },
    });
    expect(order.status).toBe(422);
    expect(order.body.error.details.reason).toBe('EXPIRED_STOCK');
    expect((await sell(s.token, rusks, 1)).status).toBe(201);

    const tooMany = await s.calls.writeOff(milk.id, {
      quantity: 4,
      reason: 'expired',
      batchId: receipt.lines[0]!.batchId,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.message).toBe(STOCK_IN_MESSAGES.moreThanBatch);
    const written = await s.calls.writeOff(milk.id, {
      quantity: 3,
      reason: 'expired',
      batchId: receipt.lines[0]!.batchId,
    });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ quantity: 3, valueAtCost: '36.00', expiryDate: useBy });
    expect((await s.calls.product(milk.id)).stock).toBe(0);
    await s.calls.received({ lines: [{ productId: milk.id, quantity: 2, unitCost: '12' }] });
    expect((await sell(s.token, milk, 1)).status).toBe(201);
  });

  it('sells the earliest batch first, whatever took the stock', async () => {
    const s = await shop();
    const yoghurt = await insertProduct(t.deps.db, s.id, {
      name: 'Yoghurt',
      stock: 2,
      price: '9.00',
    });
    const late = addDays(today(), 20);
    const early = addDays(today(), 10);
    await s.calls.received({
      lines: [
        { productId: yoghurt.id, quantity: 5, unitCost: '5', expiryDate: late, dateMark: 'use_by' },
      ],
    });
    await s.calls.received({
      lines: [
        {
          productId: yoghurt.id,
          quantity: 5,
          unitCost: '5',
          expiryDate: early,
          dateMark: 'use_by',
        },
      ],
    });
    // 12 on the shelf: 2 undated, 5 + 5 dated. Selling 4 leaves 8: the earliest batch gives 2.
    expect((await sell(s.token, yoghurt, 4)).status).toBe(201);
    expect(await batchesOf(yoghurt.id)).toEqual([
      [early, 3],
      [late, 5],
    ]);
    const adjusted = await call(t.app, 'POST', `/api/products/${yoghurt.id}/stock-adjustments`, {
      token: s.token,
      body: { quantity: -5, reason: 'damaged' },
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBeLessThan(300);
    expect(await batchesOf(yoghurt.id)).toEqual([
      [early, 0],
      [late, 3],
    ]);
  });

  it('keeps each sale line\u2019s cost at the moment of sale, at the till and on orders', async () => {
    const s = await shop();
    const soap = await insertProduct(t.deps.db, s.id, {
      name: 'Sunlight Soap',
      stock: 0,
      price: '15.00',
    });
    await s.calls.received({ lines: [{ productId: soap.id, quantity: 10, unitCost: '8.125' }] });
    const sale = await sell(s.token, soap, 2);
    const [row] = await t.deps.db.select().from(posSales).where(eq(posSales.id, sale.body.id));
    expect(row!.items).toMatchObject([{ productId: soap.id, quantity: 2, unitCost: '8.1250' }]);
    const order = await call(t.app, 'POST', '/api/orders', {
      token: s.token,
      body: { items: [{ productId: soap.id, quantity: 1 }] },
    });
    expect(order.status).toBe(201);
    const [item] = await t.deps.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.body.id));
    expect(item!.unitCost).toBe('8.1250');
  });
});
