import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer } from '@server/test/fixtures';
import { placeOrder, ringUp, setClock } from '@server/test/trading';
import { analyticsShop, daysBefore, smartDashboardOf } from './analytics-test-helpers';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();
afterEach(() => setClock(t, new Date().toISOString()));

const smart = (token: string) => smartDashboardOf(t, token);
const shop = (listedBefore: string) => analyticsShop(t, listedBefore);
const longAgo = daysBefore;

describe('GET /api/analytics/smart-dashboard', () => {
  it('answers a new shop with zeros, seven empty days and no advice', async () => {
    setClock(t, '2026-04-15T10:00:00Z');
    const { token } = await signUpMerchant(t);
    const answer = await smart(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      hasSales: false,
      todayVsYesterday: { today: '0.00', yesterday: '0.00', change: null },
      topSellingItems: [],
      repeatCustomers: 0,
      totalCustomers: 0,
      loyaltyRate: 0,
      productPerformance: [],
      stockAlerts: [],
      suggestions: [],
    });
    expect(answer.body.weeklyTrend.map((d: { date: string }) => d.date)).toEqual([
      '2026-04-09',
      '2026-04-10',
      '2026-04-11',
      '2026-04-12',
      '2026-04-13',
      '2026-04-14',
      '2026-04-15',
    ]);
  });

  it('puts a sale at 23:30 and one at 00:30 on two Johannesburg days, whatever the zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    await t.deps.db.execute(sql`set time zone 'America/Los_Angeles'`);
    try {
      setClock(t, '2026-03-09T21:30:00Z'); // 23:30 on Monday 9 March in Johannesburg
      const s = await shop('2026-03-09T21:30:00Z');
      const bread = await s.product('Bread', '10.00', 100);
      await ringUp(t, s.token, [[bread, 2]]); // 20.00 + VAT 3.00
      setClock(t, '2026-03-09T22:30:00Z'); // 00:30 on Tuesday 10 March
      await ringUp(t, s.token, [[bread, 1]]); // 11.50
      const items = [{ productId: bread.id, quantity: 4 }];
      await placeOrder(t, s.token, { status: 'completed', items }); // 40.00
      await placeOrder(t, s.token, { status: 'pending', items });
      await placeOrder(t, s.token, { status: 'cancelled', items });
      setClock(t, '2026-03-10T08:00:00Z');

      const answer = await smart(s.token);
      expect(answer.body.hasSales).toBe(true);
      expect(answer.body.todayVsYesterday).toEqual({
        today: '51.50',
        yesterday: '23.00',
        change: 123.9,
        discountsToday: '0.00',
      });
      expect(answer.body.weeklyTrend).toEqual([
        { date: '2026-03-04', takings: '0.00', sales: 0 },
        { date: '2026-03-05', takings: '0.00', sales: 0 },
        { date: '2026-03-06', takings: '0.00', sales: 0 },
        { date: '2026-03-07', takings: '0.00', sales: 0 },
        { date: '2026-03-08', takings: '0.00', sales: 0 },
        { date: '2026-03-09', takings: '23.00', sales: 1 },
        { date: '2026-03-10', takings: '51.50', sales: 2 },
      ]);
    } finally {
      process.env.TZ = zone;
      await t.deps.db.execute(sql`set time zone 'UTC'`);
    }
  });

  it('ranks best sellers by units this week, with growth against last week', async () => {
    const now = '2026-05-20T10:00:00Z';
    const s = await shop(now);
    const a = await s.product('Apples', '10.00', 100);
    const b = await s.product('Buns', '5.00', 9);
    const c = await s.product('Cheese', '20.00', 50);
    setClock(t, longAgo(now, 10).toISOString());
    await ringUp(t, s.token, [[a, 2]]);
    setClock(t, longAgo(now, 3).toISOString());
    await ringUp(t, s.token, [
      [a, 3],
      [b, 5],
      [c, 1],
    ]);
    setClock(t, now);
    await ringUp(t, s.token, [[b, 1]]);

    const answer = await smart(s.token);
    expect(answer.body.topSellingItems).toEqual([
      {
        productId: b.id,
        name: 'Buns',
        quantity: 6,
        unitPrice: '5.00',
        revenue: '30.00',
        growth: null,
      },
      {
        productId: a.id,
        name: 'Apples',
        quantity: 3,
        unitPrice: '10.00',
        revenue: '30.00',
        growth: 50,
      },
      {
        productId: c.id,
        name: 'Cheese',
        quantity: 1,
        unitPrice: '20.00',
        revenue: '20.00',
        growth: null,
      },
    ]);
    expect(answer.body.productPerformance).toEqual([
      {
        productId: a.id,
        name: 'Apples',
        units: 5,
        takings: '50.00',
        share: 50,
        stock: 95,
        daysOfStockLeft: 570,
      },
      {
        productId: b.id,
        name: 'Buns',
        units: 6,
        takings: '30.00',
        share: 30,
        stock: 3,
        daysOfStockLeft: 15,
      },
      {
        productId: c.id,
        name: 'Cheese',
        units: 1,
        takings: '20.00',
        share: 20,
        stock: 49,
        daysOfStockLeft: 1470,
      },
    ]);
  });

  it('counts repeat customers: till sales naming them and orders not cancelled', async () => {
    setClock(t, '2026-06-01T09:00:00Z');
    const s = await shop('2026-06-01T09:00:00Z');
    const milk = await s.product('Milk', '20.00', 100);
    const [x, y, z] = await Promise.all(
      ['Xolani', 'Yandisa', 'Zodwa', 'Wandile'].map((name) =>
        insertCustomer(t.deps.db, s.id, { name }),
      ),
    );
    const items = [{ productId: milk.id, quantity: 1 }];
    await ringUp(t, s.token, [[milk, 1]], x!.id);
    await ringUp(t, s.token, [[milk, 1]], x!.id);
    await ringUp(t, s.token, [[milk, 1]], y!.id);
    await placeOrder(t, s.token, { customerId: y!.id, status: 'pending', items });
    await ringUp(t, s.token, [[milk, 1]], z!.id);
    await placeOrder(t, s.token, { customerId: z!.id, status: 'cancelled', items });

    const answer = await smart(s.token);
    expect(answer.body).toMatchObject({ repeatCustomers: 2, totalCustomers: 4, loyaltyRate: 50 });
  });

  it('counts a completed order as the shop’s first sale, a pending one not', async () => {
    const s = await shop(new Date().toISOString());
    const soap = await s.product('Soap', '12.00', 20);
    const items = [{ productId: soap.id, quantity: 2 }];
    await placeOrder(t, s.token, { status: 'pending', items });
    expect((await smart(s.token)).body.hasSales).toBe(false);
    await placeOrder(t, s.token, { status: 'completed', items });
    const answer = await smart(s.token);
    expect(answer.body).toMatchObject({
      hasSales: true,
      todayVsYesterday: { today: '24.00' },
      topSellingItems: [{ productId: soap.id, quantity: 2, revenue: '24.00' }],
    });
  });
});
