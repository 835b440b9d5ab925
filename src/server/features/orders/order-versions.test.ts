import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { placeOrder } from '@server/test/trading';

/** Issue 27, point 1: two phones editing one order; the second, on an old read, is refused. */
let t: TestApp;
let token: string;
let merchantId: string;
beforeAll(async () => {
  t = await createTestApp();
  const merchant = await signUpMerchant(t);
  token = merchant.token;
  merchantId = merchant.user.id as string;
});
afterAll(() => t.close());

const edit = (id: string, body: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/orders/${id}`, { token, body });

describe('order versions', () => {
  it("refuses an edit on a version the order moved on from (409), and keeps the first writer's change", async () => {
    const maize = await insertProduct(t.deps.db, merchantId, { name: 'Maize Meal 5kg', stock: 20 });
    const placed = await placeOrder(t, token, {
      items: [{ productId: maize.id, quantity: 2 }],
    });
    const read = (await call(t.app, 'GET', `/api/orders/${placed.id}`, { token })).body;
    expect(read.version).toEqual(expect.any(Number));

    // Phone one marks it paid; phone two, still on the old read, changes the quantity.
    const paid = await edit(placed.id, { paymentStatus: 'paid', version: read.version });
    expect(paid.status).toBe(200);
    expect(paid.body.version).toBeGreaterThan(read.version);
    const stale = await edit(placed.id, {
      paymentStatus: 'pending',
      items: [{ productId: maize.id, quantity: 5 }],
      version: read.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'CONFLICT',
      message: `Order ${read.orderNumber} was changed since you opened it. Check it and save again.`,
      details: {
        reason: 'STALE_VERSION',
        version: read.version,
        current: { id: placed.id, paymentStatus: 'paid', version: paid.body.version },
      },
    });
    const after = (await call(t.app, 'GET', `/api/orders/${placed.id}`, { token })).body;
    expect(after).toMatchObject({ paymentStatus: 'paid', items: [{ quantity: 2 }] });
    const stock = (await call(t.app, 'GET', `/api/products/${maize.id}`, { token })).body.stock;
    expect(stock).toBe(18);

    // On the current version the edit goes through.
    const redone = await edit(placed.id, {
      items: [{ productId: maize.id, quantity: 5 }],
      version: after.version,
    });
    expect(redone.status).toBe(200);
    expect(redone.body).toMatchObject({ paymentStatus: 'paid', items: [{ quantity: 5 }] });
  });

  it('answers 400 for a version that is not a whole number from 1', async () => {
    const bread = await insertProduct(t.deps.db, merchantId, { name: 'White Bread', stock: 5 });
    const placed = await placeOrder(t, token, { items: [{ productId: bread.id, quantity: 1 }] });
    const res = await edit(placed.id, { status: 'processing', version: 0 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Version must be a whole number from 1');
  });
});
