import { beforeAll, describe, expect, it } from 'vitest';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { insertProduct } from '@server/test/fixtures';
import { addStaff, staffToken } from '@server/test/shop-staff';
import { call } from '@server/test/test-app';
import { tillCart } from '@server/test/trading';

const t = appFixture();
const shop = merchantFixture(t);
let manager: string;
let cashier: string;

beforeAll(async () => {
  const m = await addStaff(t, shop.token, { name: 'Bongani Zulu', role: 'manager', pin: '7391' });
  manager = await staffToken(t, shop.token, m.id, '7391');
  const c = await addStaff(t, shop.token, { name: 'Lerato Mokoena', pin: '2580' });
  cashier = await staffToken(t, shop.token, c.id, '2580');
});

describe("the day's figures for staff", () => {
  it("a manager reads today's takings and counts; the dashboard beyond the day stays the owner's", async () => {
    const product = await insertProduct(t.deps.db, shop.user.id, { stock: 20, price: '10.00' });
    const sale = tillCart([[product, 2]]);
    expect(
      (await call(t.app, 'POST', '/api/pos-sales', { token: cashier, body: sale })).status,
    ).toBe(201);
    const today = await call(t.app, 'GET', '/api/analytics/today', { token: manager });
    expect(today.status).toBe(200);
    expect(today.body).toEqual({
      revenueToday: sale.total,
      ordersToday: 0,
      salesToday: 1,
    });
    const owner = await call(t.app, 'GET', '/api/analytics/today', { token: shop.token });
    expect(owner.body).toEqual(today.body);

    const beyond = await call(t.app, 'GET', '/api/analytics/dashboard', { token: manager });
    expect(beyond.status).toBe(403);
    expect(beyond.body.error.details.reason).toBe('STAFF_PERMISSION');
  });

  it("a cashier without the day's figures is refused them", async () => {
    const refused = await call(t.app, 'GET', '/api/analytics/today', { token: cashier });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toMatchObject({
      reason: 'STAFF_PERMISSION',
      permission: 'day_figures',
    });
  });

  it('a cashier may read the brands the catalogue filters by', async () => {
    expect((await call(t.app, 'GET', '/api/brands', { token: cashier })).status).toBe(200);
  });
});
