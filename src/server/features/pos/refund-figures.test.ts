import { afterEach, describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { appFixture, merchantFixture, staffFixture } from '@server/test/file-fixtures';
import { ringUp, setClock } from '@server/test/trading';
import { refundSale } from '@server/test/refunds';

/** Everything downstream of the till reads net of refunds. */
const t = appFixture();
const m = merchantFixture(t);
const admin = staffFixture(t);
const merchantId = () => m.user.id as string;
afterEach(() => setClock(t, new Date().toISOString()));

const get = async (url: string, token = m.token) => {
  const answer = await call(t.app, 'GET', url, { token });
  expect(answer.status, url).toBe(200);
  return answer.body;
};

describe('figures net of refunds', () => {
  it('dashboard, day figures, smart dashboard, payments and admin revenue', async () => {
    setClock(t, '2026-06-10T08:00:00Z');
    const p = await insertProduct(t.deps.db, merchantId(), {
      name: 'Bread',
      price: '10.00',
      stock: 50,
    });
    const before = await get('/api/admin/analytics', admin.token);
    const sale = await ringUp(t, m.token, [[p, 4]]); // 46.00
    const refund = await refundSale(t, m.token, sale.id, {
      lines: [{ productId: p.id, quantity: 1 }],
      reason: 'returned',
    });
    expect(refund.body.amount).toBe('11.50');

    expect(await get('/api/analytics/dashboard')).toMatchObject({
      revenueToday: '34.50',
      revenueAmount: '34.50',
    });
    expect(await get('/api/analytics/today')).toMatchObject({
      revenueToday: '34.50',
      salesToday: 1,
    });
    const smart = await get('/api/analytics/smart-dashboard');
    expect(smart.todayVsYesterday.today).toBe('34.50');
    expect(smart.weeklyTrend.at(-1)).toEqual({ date: '2026-06-10', takings: '34.50', sales: 1 });
    expect(smart.topSellingItems[0]).toMatchObject({
      productId: p.id,
      quantity: 3,
      revenue: '30.00',
    });

    const overview = await get('/api/payments/overview');
    expect(overview.monthlyRevenue).toBe('34.50');
    expect(overview.paymentMethods).toEqual([{ method: 'cash', count: 1, amount: '34.50' }]);
    expect(overview.recentTransactions[0]).toMatchObject({
      kind: 'refund',
      reference: refund.body.creditNoteNumber,
      amount: '-11.50',
    });
    const payments = await get('/api/payments');
    expect(payments.items[0]).toMatchObject({ kind: 'refund', amount: '-11.50', method: 'cash' });

    const after = await get('/api/admin/analytics', admin.token);
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(after.totalRevenue) - cents(before.totalRevenue)).toBe(3450);
  });

  it('takes back the loyalty stamp of a fully refunded sale, not of a partly refunded one', async () => {
    const customer = await insertCustomer(t.deps.db, merchantId());
    const card = await call(t.app, 'POST', '/api/loyalty-cards', {
      token: m.token,
      body: { customerId: customer.id, rewardDescription: 'A free loaf' },
    });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const p = await insertProduct(t.deps.db, merchantId(), { price: '10.00', stock: 50 });
    const sale = await ringUp(t, m.token, [[p, 2]], customer.id);
    const stamps = async () =>
      (await get('/api/loyalty-cards')).items.find((c: { id: string }) => c.id === card.body.id)
        .currentStamps as number;
    expect(await stamps()).toBe(1);
    const one = { lines: [{ productId: p.id, quantity: 1 }], reason: 'returned' };
    await refundSale(t, m.token, sale.id, one);
    expect(await stamps()).toBe(1);
    await refundSale(t, m.token, sale.id, one);
    expect(await stamps()).toBe(0);
  });
});
