import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { tillCart } from '@server/test/trading';
import { refundSale } from '@server/test/refunds';

/** A customer's total spent is net of what their till sales gave back. */
const t = appFixture();
const m = merchantFixture(t);

describe("a customer's total spent", () => {
  it('counts a till sale less its refunds', async () => {
    const merchantId = m.user.id as string;
    const customer = await insertCustomer(t.deps.db, merchantId);
    const p = await insertProduct(t.deps.db, merchantId, { price: '100.00', stock: 10 });
    const sale = await call(t.app, 'POST', '/api/pos-sales', {
      token: m.token,
      body: tillCart([[p, 2]], { customerId: customer.id, paymentMethod: 'cash' }),
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const detail = () =>
      call(t.app, 'GET', `/api/customers/${customer.id}`, { token: m.token }).then((r) => r.body);
    expect((await detail()).totalSpent).toBe('230.00');
    const one = { lines: [{ productId: p.id, quantity: 1 }], reason: 'returned' };
    expect((await refundSale(t, m.token, sale.body.id, one)).status).toBe(201);
    expect(await detail()).toMatchObject({ purchaseCount: 1, totalSpent: '115.00' });
  });
});
