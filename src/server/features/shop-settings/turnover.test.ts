import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { insertProduct } from '@server/test/fixtures';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { ringUp, setClock, tillCart } from '@server/test/trading';
import { DAY_MS } from '@shared/time/johannesburg';
import { refundSale } from '@server/test/refunds';
import { signUpMerchant } from '@server/test/auth-helpers';

/** GET /api/analytics/turnover: the rolling 12 months of taxable till sales, from real sales. */
const t = appFixture();
const m = merchantFixture(t);

const meter = (token: string) => call(t.app, 'GET', '/api/analytics/turnover', { token });

describe('the taxable turnover meter', () => {
  it('counts the 12 months’ sales without VAT, less refunds, against both thresholds', async () => {
    const merchantId = m.user.id as string;
    const bread = await insertProduct(t.deps.db, merchantId, {
      name: 'Bread',
      price: '100.00',
      stock: 20,
    });
    // A sale of 13 months ago is outside the window.
    const now = t.deps.clock().toISOString();
    await setClock(t, new Date(Date.parse(now) - 400 * DAY_MS).toISOString());
    await ringUp(t, m.token, [[bread, 5]]);
    await setClock(t, now);
    const counted = await ringUp(t, m.token, [[bread, 3]]);
    await ringUp(t, m.token, [[bread, 1]]);
    const refund = await refundSale(t, m.token, counted.id, {
      lines: [{ productId: bread.id, quantity: 1 }],
      reason: 'returned',
    });
    expect(refund.status).toBe(201);
    const res = await meter(m.token);
    expect(res.status).toBe(200);
    // R300 + R100 sold, R100 refunded, each without its VAT.
    expect(res.body).toMatchObject({
      taxable: '300.00',
      compulsoryThreshold: '2300000.00',
      voluntaryThreshold: '120000.00',
      percentOfCompulsory: 0,
      warning: false,
      mustRegister: false,
      mayRegister: false,
    });
    expect(res.body.from < res.body.to).toBe(true);
  });

  it('warns at 80% of the compulsory threshold', async () => {
    const owner = await signUpMerchant(t);
    const off = await call(t.app, 'PUT', '/api/shop-settings', {
      token: owner.token,
      body: { vatRegistered: false },
    });
    expect(off.status).toBe(200);
    const merchantId = owner.user.id as string;
    const stock = await insertProduct(t.deps.db, merchantId, {
      name: 'Building stock',
      price: '92000.00',
      stock: 20,
    });
    // Two large sales of a shop not registered: R1 840 000, 80% of R2 300 000.
    const cart = { ...tillCart([[stock, 10]]), tax: '0.00', total: '920000.00' };
    for (const sale of [cart, cart]) {
      const sold = await call(t.app, 'POST', '/api/pos-sales', { token: owner.token, body: sale });
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    }
    expect((await meter(owner.token)).body).toMatchObject({
      taxable: '1840000.00',
      percentOfCompulsory: 80,
      warning: true,
      mayRegister: true,
      mustRegister: false,
    });
  });

  it('is the owner’s: no session 401', async () => {
    expect((await call(t.app, 'GET', '/api/analytics/turnover')).status).toBe(401);
  });
});
