import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';

/** PUT /api/dev/clock: development moves the server's clock so overdue can be seen at once. */
const t = appFixture();
const m = merchantFixture(t);

const setClock = (body: unknown) => call(t.app, 'PUT', '/api/dev/clock', { body });

describe('development clock', () => {
  it('moves the server clock forward by whole days and back to real time', async () => {
    const moved = await setClock({ offsetDays: 31 });
    expect(moved.status).toBe(200);
    const ahead = Date.parse(moved.body.now) - Date.now();
    expect(ahead).toBeGreaterThan(31 * 86_400_000 - 60_000);
    expect(ahead).toBeLessThan(31 * 86_400_000 + 60_000);
    expect((await setClock({ offsetDays: 0 })).body.offsetDays).toBe(0);
    expect(Math.abs(t.deps.clock().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses anything but a whole number of days from 0 to 3650', async () => {
    for (const body of [{ offsetDays: -1 }, { offsetDays: 1.5 }, { offsetDays: 4000 }, {}]) {
      const res = await setClock(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
  });

  it('makes a credit sale due in 30 days overdue once the clock passes the due date', async () => {
    const merchantId = m.user.id as string;
    const customer = await insertCustomer(t.deps.db, merchantId);
    const product = await insertProduct(t.deps.db, merchantId, { price: '100.00', stock: 5 });
    const account = await call(t.app, 'POST', '/api/credit-accounts', {
      token: m.token,
      body: { customerId: customer.id, creditLimit: '500.00' },
    });
    const sold = await call(t.app, 'POST', '/api/pos-sales', {
      token: m.token,
      body: {
        customerId: customer.id,
        items: [{ productId: product.id, quantity: 1, unitPrice: '100.00', subtotal: '100.00' }],
        subtotal: '100.00',
        tax: '15.00',
        total: '115.00',
        paymentMethod: 'credit',
        instalments: 1,
      },
    });
    expect(sold.status).toBe(201);
    const summary = () =>
      call(t.app, 'GET', '/api/credit-accounts/summary', { token: m.token }).then((r) => r.body);
    expect((await summary()).overdue).toBe('0.00');
    await setClock({ offsetDays: 31 });
    try {
      expect((await summary()).overdue).toBe('115.00');
      const detail = await call(t.app, 'GET', `/api/credit-accounts/${account.body.id}`, {
        token: m.token,
      });
      expect(detail.body.overdueAmount).toBe('115.00');
      expect(detail.body.instalments[0].state).toBe('overdue');
    } finally {
      await setClock({ offsetDays: 0 });
    }
  });
});
