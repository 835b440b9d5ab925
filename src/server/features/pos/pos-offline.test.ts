import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { posSales, products, stockAlerts } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { insertProduct } from '@server/test/fixtures';
import { rowCounts } from '@server/test/row-counts';
import { offlineSaleBody } from '@server/test/offline-sale';
import type { VAT_PERCENT } from '@shared/money/vat';
import { DAY_MS } from '@shared/time/johannesburg';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';

const t = appFixture();
const a = merchantFixture(t);
const b = merchantFixture(t);

type ProductRow = Awaited<ReturnType<typeof insertProduct>>;
const product = (values: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(t.deps.db, a.user.id as string, values);

let receipt = 0;
function offlineSale(
  lines: [ProductRow, number, number][],
  extra: { soldAt?: Date; vatPercent?: 0 | typeof VAT_PERCENT; paymentMethod?: string } = {},
) {
  receipt += 1;
  return offlineSaleBody(lines, {
    ...extra,
    receiptNumber: `OFF-TEST1-${receipt}`,
    soldAt: extra.soldAt ?? new Date(t.deps.clock().getTime() - 3_600_000),
  });
}

const sell = (body: unknown, key: string, token = a.token) =>
  call(t.app, 'POST', '/api/pos-sales', { token, body, headers: { 'idempotency-key': key } });

async function stockOf(id: string) {
  const [row] = await t.deps.db.select().from(products).where(eq(products.id, id));
  return row!.stock;
}

describe('an offline sale synced later', () => {
  it('keeps the time it happened, its receipt number and the VAT it was rung up with', async () => {
    const milk = await product({ name: 'Milk 1L', price: '20.00', stock: 10 });
    const soldAt = new Date(t.deps.clock().getTime() - 2 * DAY_MS);
    const body = offlineSale([[milk, 2, 2000]], { soldAt, vatPercent: 0 });
    const res = await sell(body, 'off-1');
    expect(res.status).toBe(201);
    const sale = res.body;
    expect(sale.createdAt).toBe(soldAt.toISOString());
    expect(sale.offlineReceiptNumber).toBe(body.offline.receiptNumber);
    expect(Date.parse(sale.syncedAt)).toBeGreaterThan(soldAt.getTime() + DAY_MS);
    expect(sale.vatPercent).toBe(0);
    expect(sale.tax).toBe('0.00');
    expect(sale.total).toBe('40.00');
    expect(sale.priceDifference).toBe('0.00');
    expect(sale.saleNumber).toMatch(/^SALE-\d+$/);
    expect(sale.receiptToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(await stockOf(milk.id)).toBe(8);
  });

  it('keeps the prices as rung up and records the difference from the day price', async () => {
    const bread = await product({ name: 'Bread', price: '18.00', stock: 10 });
    const res = await sell(offlineSale([[bread, 3, 1700]]), 'off-2');
    expect(res.status).toBe(201);
    const sale = res.body;
    expect(sale.subtotal).toBe('51.00');
    expect(sale.items[0]).toMatchObject({ unitPrice: '17.00', listPrice: '18.00' });
    expect(sale.priceDifference).toBe('-3.00');
    const [row] = await t.deps.db.select().from(posSales).where(eq(posSales.id, sale.id));
    expect(row!.priceDifference).toBe('-3.00');
  });

  it('refuses a time in the future or older than 7 days, with a clear message', async () => {
    const tea = await product({ name: 'Tea', price: '10.00', stock: 10 });
    const now = t.deps.clock().getTime();
    const before = await rowCounts(t.deps.db);
    const future = await sell(
      offlineSale([[tea, 1, 1000]], { soldAt: new Date(now + 3_600_000) }),
      'off-f',
    );
    expect(future.status).toBe(422);
    expect(future.body.error.message).toMatch(/later than now/);
    const old = await sell(
      offlineSale([[tea, 1, 1000]], { soldAt: new Date(now - 8 * DAY_MS) }),
      'off-o',
    );
    expect(old.status).toBe(422);
    expect(old.body.error.message).toMatch(/more than 7 days ago/);
    const skew = await sell(
      offlineSale([[tea, 1, 1000]], { soldAt: new Date(now + 60_000) }),
      'off-s',
    );
    expect(skew.status).toBe(201);
    expect(await rowCounts(t.deps.db)).not.toEqual(before);
    expect(await stockOf(tea.id)).toBe(9);
  });

  it('refuses wallet and credit, totals that do not add up and a bad receipt number', async () => {
    const soap = await product({ name: 'Soap', price: '10.00', stock: 10 });
    const wallet = await sell(offlineSale([[soap, 1, 1000]], { paymentMethod: 'wallet' }), 'w');
    expect(wallet.status).toBe(400);
    expect(JSON.stringify(wallet.body.error.details)).toMatch(/cash or by card/);
    const wrong = { ...offlineSale([[soap, 1, 1000]]), total: '99.00' };
    const badTotals = await sell(wrong, 'bad-total');
    expect(badTotals.status).toBe(422);
    expect(badTotals.body.error.message).toMatch(/do not add up/);
    const badNumber = offlineSale([[soap, 1, 1000]]);
    badNumber.offline.receiptNumber = 'SALE-1';
    expect((await sell(badNumber, 'bad-number')).status).toBe(400);
    const badVat = {
      ...offlineSale([[soap, 1, 1000]]),
      offline: { ...badNumber.offline, vatPercent: 14 },
    };
    expect((await sell(badVat, 'bad-vat')).status).toBe(400);
    expect(await stockOf(soap.id)).toBe(10);
  });

  it('replays an offline batch without selling twice', async () => {
    const rice = await product({ name: 'Rice 2kg', price: '40.00', stock: 20 });
    const batch = [1, 2, 3].map((n) => ({
      key: `batch-${n}`,
      body: offlineSale([[rice, n, 4000]]),
    }));
    const first = [];
    for (const s of batch) first.push(await sell(s.body, s.key));
    const again = [];
    for (const s of batch) again.push(await sell(s.body, s.key));
    expect(first.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(again.map((r) => r.body.id)).toEqual(first.map((r) => r.body.id));
    expect(await stockOf(rice.id)).toBe(14);
    const mine = await t.deps.db
      .select()
      .from(posSales)
      .where(eq(posSales.merchantId, a.user.id as string));
    const numbers = mine.map((s) => s.offlineReceiptNumber).filter((n) => n?.startsWith('OFF-'));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('answers an offline resend of a sale first sent online with the same key with that sale', async () => {
    const salt = await product({ name: 'Salt', price: '8.00', stock: 10 });
    const queued = offlineSale([[salt, 1, 800]]);
    const { offline: _offline, ...online } = queued;
    const first = await sell(online, 'sent-then-queued');
    expect(first.status).toBe(201);
    const again = await sell(queued, 'sent-then-queued');
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await stockOf(salt.id)).toBe(9);
  });

  it('keeps a sale that oversells: stock to zero and a stock-count alert with the difference', async () => {
    const eggs = await product({ name: 'Eggs 6', price: '15.00', stock: 2, lowStockThreshold: 1 });
    const res = await sell(offlineSale([[eggs, 5, 1500]]), 'over-1');
    expect(res.status).toBe(201);
    expect(await stockOf(eggs.id)).toBe(0);
    const alerts = await t.deps.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.productId, eggs.id), eq(stockAlerts.alertType, 'stock_count')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.message).toMatch(/^Eggs 6: 3 more sold offline/);
    const listed = await call(t.app, 'GET', '/api/stock-alerts', { token: a.token });
    const types = listed.body.filter((x: { productId: string }) => x.productId === eggs.id);
    expect(types.map((x: { alertType: string }) => x.alertType).sort()).toEqual([
      'out_of_stock',
      'stock_count',
    ]);
    const counted = await call(t.app, 'POST', `/api/products/${eggs.id}/stock-adjustments`, {
      token: a.token,
      body: { quantity: 4, reason: 'count_correction' },
    });
    expect(counted.status).toBe(200);
    const after = await call(t.app, 'GET', '/api/stock-alerts', { token: a.token });
    expect(after.body.filter((x: { productId: string }) => x.productId === eggs.id)).toEqual([]);
  });

  it("answers 404 for another shop's product and writes nothing", async () => {
    const theirs = await insertProduct(t.deps.db, b.user.id as string, { price: '5.00', stock: 5 });
    const res = await sell(offlineSale([[theirs, 1, 500]]), 'other-shop');
    expect(res.status).toBe(404);
    expect(await stockOf(theirs.id)).toBe(5);
  });
});
