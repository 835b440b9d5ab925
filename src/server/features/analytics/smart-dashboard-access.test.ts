import { describe, expect, it } from 'vitest';
import { signInStaff, signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer } from '@server/test/fixtures';
import { call } from '@server/test/test-app';
import { ringUp } from '@server/test/trading';
import { analyticsShop, smartDashboardOf } from './analytics-test-helpers';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

const smart = (token: string) => smartDashboardOf(t, token);
const shop = (listedBefore: string) => analyticsShop(t, listedBefore);

describe('GET /api/analytics/smart-dashboard: who sees what', () => {
  it('needs a signed-in merchant', async () => {
    expect((await call(t.app, 'GET', '/api/analytics/smart-dashboard')).status).toBe(401);
    const staff = await signInStaff(t, 'admin');
    expect((await smart(staff.token)).status).toBe(403);
  });

  it('shows a new customer and a new stock alert at once', async () => {
    const s = await shop(new Date().toISOString());
    expect((await smart(s.token)).body).toMatchObject({ totalCustomers: 0, stockAlerts: [] });
    await insertCustomer(t.deps.db, s.id, { name: 'Thabo' });
    await call(t.app, 'POST', '/api/products', {
      token: s.token,
      body: { name: 'Candles', price: '9.00', stock: 0 },
    });
    const answer = await smart(s.token);
    expect(answer.body.totalCustomers).toBe(1);
    expect(answer.body.stockAlerts).toMatchObject([{ productName: 'Candles' }]);
  });

  it('shows the first 6 open stock alerts with the product name', async () => {
    const s = await shop(new Date().toISOString());
    for (let i = 1; i <= 8; i++) {
      const created = await call(t.app, 'POST', '/api/products', {
        token: s.token,
        body: { name: `Low ${i}`, price: '5.00', stock: i % 2, lowStockThreshold: 5 },
      });
      expect(created.status).toBe(201);
    }
    const alerts = (await smart(s.token)).body.stockAlerts as { productName: string }[];
    expect(alerts).toHaveLength(6);
    expect(alerts.every((alert) => alert.productName.startsWith('Low '))).toBe(true);
  });

  it('shows a merchant only its own shop', async () => {
    const now = new Date().toISOString();
    const a = await shop(now);
    const bread = await a.product('Bread', '10.00', 10);
    await ringUp(t, a.token, [[bread, 1]], (await insertCustomer(t.deps.db, a.id)).id);
    const b = await signUpMerchant(t);
    const answer = await smart(b.token);
    expect(answer.body).toMatchObject({
      hasSales: false,
      todayVsYesterday: { today: '0.00' },
      topSellingItems: [],
      totalCustomers: 0,
      productPerformance: [],
    });
    expect(JSON.stringify(answer.body)).not.toContain(bread.id);
  });
});
