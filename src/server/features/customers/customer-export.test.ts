import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { creditOrder } from '@server/test/credit-orders';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { cashierAndManager } from '@server/test/shop-staff';
import { ringUp } from '@server/test/trading';

/** POPIA (issue 33): one customer's data as a download, and nothing of anyone else. */
const t = appFixture();
const a = merchantFixture(t);
const b = merchantFixture(t);

describe("a customer's export", () => {
  it('holds their rows and no other customer’s', async () => {
    const merchantId = a.user.id as string;
    const { customer, order } = await creditOrder(t, a.token, merchantId);
    const other = await insertCustomer(t.deps.db, merchantId, { name: 'Ayanda Sithole' });
    const product = await insertProduct(t.deps.db, merchantId, { price: '10.00', stock: 20 });
    const mine = await ringUp(t, a.token, [[product, 1]], customer.id);
    const theirs = await ringUp(t, a.token, [[product, 3]], other.id);
    await call(t.app, 'POST', `/api/customers/${customer.id}/consents`, {
      token: a.token,
      body: { channel: 'sms', granted: true },
    });

    const exported = await call(t.app, 'GET', `/api/customers/${customer.id}/export`, {
      token: a.token,
    });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const data = exported.body;
    expect(data.customer).toMatchObject({ id: customer.id, phone: customer.phone });
    expect(data.sales.map((s: { id: string }) => s.id)).toEqual([mine.id]);
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(data.credit.balance).toBe(order.totalAmount);
    expect(data.credit.transactions).toHaveLength(1);
    expect(data.consents).toEqual([expect.objectContaining({ channel: 'sms', granted: true })]);
    expect(data.loyalty).toEqual({ cards: [], stampsGiven: 0 });
    const text = JSON.stringify(data);
    expect(text).not.toContain(theirs.id);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain('Ayanda');
  });

  it("answers another shop's customer 404 and staff 403", async () => {
    const theirs = await insertCustomer(t.deps.db, b.user.id as string);
    const path = `/api/customers/${theirs.id}/export`;
    expect((await call(t.app, 'GET', path, { token: a.token })).status).toBe(404);
    const mine = await insertCustomer(t.deps.db, a.user.id as string);
    const { manager } = await cashierAndManager(t, a.token);
    const staff = await call(t.app, 'GET', `/api/customers/${mine.id}/export`, {
      token: manager.token,
    });
    expect(staff.status).toBe(403);
  });
});
