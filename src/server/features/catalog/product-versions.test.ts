import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { placeOrder, ringUp } from '@server/test/trading';
import { catalogCalls, movements } from './catalog-test-helpers';

/** Issue 27, point 1: an edit made on an old read never undoes a sale. */
let t: TestApp;
let api: ReturnType<typeof catalogCalls>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const merchant = await signUpMerchant(t);
  token = merchant.token;
  api = catalogCalls(t, token);
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  ((await call(t.app, 'GET', `/api/products/${id}`, { token })).body as { stock: number }).stock;

describe('product versions', () => {
  it('bumps the version on every change: an edit, an adjustment, a sale, an order', async () => {
    const sugar = await api.product({ name: 'White Sugar 2kg', price: '38.99', stock: 40 });
    const seen = [sugar.version];
    const bump = async (change: () => Promise<unknown>) => {
      await change();
      const now = (await call(t.app, 'GET', `/api/products/${sugar.id}`, { token })).body;
      expect(now.version).toBeGreaterThan(seen.at(-1)!);
      seen.push(now.version as number);
    };
    await bump(() => api.update(sugar.id, { price: '39.99' }));
    await bump(() => api.adjust(sugar.id, 5, 'delivery'));
    await bump(() => ringUp(t, token, [[{ id: sugar.id, price: '39.99' }, 2]]));
    await bump(() => placeOrder(t, token, { items: [{ productId: sugar.id, quantity: 1 }] }));
    expect(await stockOf(sugar.id)).toBe(42);
  });

  it('refuses a stale edit with 409 naming the product, and stock stays what the sales made it', async () => {
    const sugar = await api.product({ name: 'White Sugar', price: '20.00', stock: 12 });
    // The owner opens the dialog at 12; three are sold at the till meanwhile.
    await ringUp(t, token, [[{ id: sugar.id, price: '20.00' }, 3]]);
    const stale = await api.update(sugar.id, {
      name: 'White Sugar',
      price: '21.50',
      stock: 12,
      version: sugar.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'CONFLICT',
      message:
        'White Sugar was changed since you opened it. Check the current figures and save again.',
      details: {
        reason: 'STALE_VERSION',
        version: sugar.version,
        current: { id: sugar.id, stock: 9, price: '20.00' },
      },
    });
    expect(stale.body.error.details.current.version).toBeGreaterThan(sugar.version);
    // Without stock the edit is refused just the same: the owner sees the figures first.
    const priceOnly = await api.update(sugar.id, { price: '21.50', version: sugar.version });
    expect(priceOnly.status).toBe(409);
    expect(await stockOf(sugar.id)).toBe(9);
    expect((await movements(t, sugar.id)).map((m) => [m.delta, m.reason])).toEqual([
      [12, 'initial'],
      [-3, 'sale'],
    ]);

    // Saved again on the current version, without stock: the price changes, stock stays 9.
    const saved = await api.update(sugar.id, {
      price: '21.50',
      version: stale.body.error.details.current.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ price: '21.50', stock: 9 });
  });

  it('keeps stock on an edit without stock, whatever the sales did since it was read', async () => {
    const bread = await api.product({ name: 'Brown Bread', price: '17.00', stock: 30 });
    await ringUp(t, token, [[{ id: bread.id, price: '17.00' }, 2]]);
    const edited = await api.update(bread.id, { name: 'Brown Bread 700g', price: '17.50' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Brown Bread 700g', stock: 28 });
    expect((await movements(t, bread.id)).map((m) => m.reason)).toEqual(['initial', 'sale']);
  });

  it('applies a stock sent with the current version as a count correction by the difference', async () => {
    const rice = await api.product({ name: 'Rice 2kg', price: '45.00', stock: 10 });
    await ringUp(t, token, [[{ id: rice.id, price: '45.00' }, 4]]);
    const read = (await call(t.app, 'GET', `/api/products/${rice.id}`, { token })).body;
    const counted = await api.update(rice.id, { stock: 5, version: read.version });
    expect(counted.status).toBe(200);
    expect(counted.body.stock).toBe(5);
    expect((await movements(t, rice.id)).map((m) => [m.delta, m.reason])).toEqual([
      [10, 'initial'],
      [-4, 'sale'],
      [-1, 'count_correction'],
    ]);
  });

  it('refuses a stock sent without the version it was read at (400)', async () => {
    const oil = await api.product({ name: 'Sunflower Oil 2L', price: '64.99', stock: 8 });
    const res = await api.update(oil.id, { stock: 12 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Send the version you read with a stock change');
    expect(await stockOf(oil.id)).toBe(8);
  });
});
