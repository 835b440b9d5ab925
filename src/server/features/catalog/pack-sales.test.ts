import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { stockMovements } from '@server/db/schema/index';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { call } from '@server/test/test-app';
import { placeOrder, ringUp, tillCart } from '@server/test/trading';
import { refundSale } from '@server/test/refunds';
import { offlineSaleBody } from '@server/test/offline-sale';
import { movements, openAlerts } from './catalog-test-helpers';
import { baseAndPack, readProduct } from './pack-test-helpers';

const t = appFixture();
const m = merchantFixture(t);

const stockOf = async (id: string) => (await readProduct(t, m.token, id)).stock;
const cooldrinks = () =>
  baseAndPack(
    t,
    m.token,
    { name: 'Cooldrink 330ml', price: '10.00', stock: 24 },
    { name: 'Cooldrink 6-pack', price: '55.00', packUnits: 6 },
  );

describe('selling packs from one stock counted in units', () => {
  it('a case of 24: 2 singles and a pack of 6 at the till leave 16; the pack’s stock follows; a refunded pack puts 6 back', async () => {
    const { single, pack } = await cooldrinks();
    const sale = await ringUp(t, m.token, [
      [single, 2],
      [pack, 1],
    ]);
    expect(await stockOf(single.id)).toBe(16);
    expect(await stockOf(pack.id)).toBe(2);
    // One movement on the base, in units, naming the sale; none on the pack.
    const moved = await t.deps.db
      .select({ delta: stockMovements.delta, referenceId: stockMovements.referenceId })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, single.id), eq(stockMovements.reason, 'sale')));
    expect(moved).toEqual([{ delta: -8, referenceId: sale.id }]);
    expect(await movements(t, pack.id)).toEqual([]);

    const refund = await refundSale(t, m.token, sale.id, {
      lines: [{ productId: pack.id, quantity: 1 }],
      reason: 'returned',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(await stockOf(single.id)).toBe(22);
    expect(await stockOf(pack.id)).toBe(3);
  });

  it('refuses short stock naming what was scanned: the pack, and singles and packs that together pass the stock', async () => {
    const { single, pack } = await cooldrinks();
    const tooMany = await call(t.app, 'POST', '/api/pos-sales', {
      token: m.token,
      body: tillCart([[pack, 5]]),
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe('Not enough stock for Cooldrink 6-pack');
    expect(tooMany.body.error.details.products).toEqual([
      { productId: pack.id, name: 'Cooldrink 6-pack', available: 4 },
    ]);
    const together = await call(t.app, 'POST', '/api/pos-sales', {
      token: m.token,
      body: tillCart([
        [single, 20],
        [pack, 1],
      ]),
    });
    expect(together.status).toBe(409);
    expect(together.body.error.details.reason).toBe('INSUFFICIENT_STOCK');
    const named = together.body.error.details.products.map((p: { name: string }) => p.name);
    expect(named.sort()).toEqual(['Cooldrink 330ml', 'Cooldrink 6-pack']);
    expect(await stockOf(single.id)).toBe(24);
  });

  it('an order of packs holds their units, priced by the pack’s own bulk tier; cancelling gives them back', async () => {
    const { single, pack } = await baseAndPack(
      t,
      m.token,
      { name: 'Eggs', price: '3.00', stock: 90 },
      { name: 'Eggs pack of 6', price: '17.00', packUnits: 6 },
    );
    const order = await placeOrder(t, m.token, { items: [{ productId: pack.id, quantity: 10 }] });
    // 10 packs: the 10+ tier, 5% off the pack's price.
    expect(order.totalAmount).toBe('161.50');
    expect(await stockOf(single.id)).toBe(30);
    expect(await stockOf(pack.id)).toBe(5);
    const cancelled = await call(t.app, 'PUT', `/api/orders/${order.id}`, {
      token: m.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(single.id)).toBe(90);
  });

  it('an offline sale of packs takes their units, and oversold goes to zero with a count alert', async () => {
    const { single, pack } = await cooldrinks();
    const soldAt = new Date(t.deps.clock().getTime() - 60_000);
    const first = await call(t.app, 'POST', '/api/pos-sales', {
      token: m.token,
      body: offlineSaleBody(
        [
          [single, 3, 1000],
          [pack, 2, 5500],
        ],
        { receiptNumber: 'OFF-PACK-1', soldAt },
      ),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(await stockOf(single.id)).toBe(9);
    expect(await stockOf(pack.id)).toBe(1);
    const oversold = await call(t.app, 'POST', '/api/pos-sales', {
      token: m.token,
      body: offlineSaleBody([[pack, 2, 5500]], { receiptNumber: 'OFF-PACK-2', soldAt }),
    });
    expect(oversold.status, JSON.stringify(oversold.body)).toBe(201);
    expect(await stockOf(single.id)).toBe(0);
    expect(await stockOf(pack.id)).toBe(0);
    // 12 units sold from 9: the base is to be counted.
    const alerts = await openAlerts(t, single.id);
    expect(alerts.map((a) => a.alertType)).toContain('stock_count');
  });
});
