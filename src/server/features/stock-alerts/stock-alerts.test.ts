import { describe, expect, it } from 'vitest';
import { changeStock } from '@server/domain/stock/stock';
import { insertProduct } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call } from '@server/test/test-app';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

async function merchant() {
  const m = await signUpMerchant(t);
  return { token: m.token, id: m.user.id as string };
}

const stock = (merchantId: string, productId: string, delta: number) =>
  t.deps.db.transaction((tx) =>
    changeStock(tx, merchantId, [{ productId, delta }], { reason: 'count_correction' }),
  );

const list = (token: string) => call(t.app, 'GET', '/api/stock-alerts', { token });

describe('stock alerts', () => {
  it('lists one alert per low product with its name and clears it on restock', async () => {
    const m = await merchant();
    const bread = await insertProduct(t.deps.db, m.id, { name: 'Albany Bread', stock: 20 });
    expect((await list(m.token)).body).toEqual([]);

    await stock(m.id, bread.id, -12);
    await stock(m.id, bread.id, -1);
    const low = await list(m.token);
    expect(low.status).toBe(200);
    expect(low.body).toEqual([
      expect.objectContaining({
        productId: bread.id,
        productName: 'Albany Bread',
        stock: 7,
        alertType: 'low_stock',
        threshold: 10,
        isRead: false,
      }),
    ]);

    await stock(m.id, bread.id, -7);
    const out = await list(m.token);
    expect(out.body).toHaveLength(1);
    expect(out.body[0]).toMatchObject({ alertType: 'out_of_stock', productName: 'Albany Bread' });

    await stock(m.id, bread.id, 30);
    expect((await list(m.token)).body).toEqual([]);
  });

  it('words an alert from the stock, name and threshold now, not as they were when raised', async () => {
    const m = await merchant();
    const milk = await insertProduct(t.deps.db, m.id, { name: 'Clover Milk', stock: 20 });
    await stock(m.id, milk.id, -15);
    expect((await list(m.token)).body[0].message).toBe('Clover Milk is low on stock (5 left)');
    await stock(m.id, milk.id, -2);
    await call(t.app, 'PUT', `/api/products/${milk.id}`, {
      token: m.token,
      body: { name: 'Clover Milk 1L', lowStockThreshold: 4 },
    });
    const [alert] = (await list(m.token)).body;
    expect(alert).toMatchObject({
      stock: 3,
      threshold: 4,
      message: 'Clover Milk 1L is low on stock (3 left)',
    });
  });

  it('puts unread first, then newest first; marks one read', async () => {
    const m = await merchant();
    const names = ['Sugar 2kg', 'Maize Meal 5kg', 'Cooking Oil 2L'];
    const products = [];
    for (const name of names) products.push(await insertProduct(t.deps.db, m.id, { name }));
    for (const p of products) {
      await stock(m.id, p.id, -15);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const before = await list(m.token);
    expect(before.body.map((a: { productName: string }) => a.productName)).toEqual([
      'Cooking Oil 2L',
      'Maize Meal 5kg',
      'Sugar 2kg',
    ]);

    const newest = before.body[0];
    const read = await call(t.app, 'PUT', `/api/stock-alerts/${newest.id}/read`, {
      token: m.token,
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: newest.id, isRead: true, productName: 'Cooking Oil 2L' });

    const after = await list(m.token);
    expect(
      after.body.map((a: { productName: string; isRead: boolean }) => [a.productName, a.isRead]),
    ).toEqual([
      ['Maize Meal 5kg', false],
      ['Sugar 2kg', false],
      ['Cooking Oil 2L', true],
    ]);
  });

  it('marks all read up to a moment; later alerts stay unread', async () => {
    const m = await merchant();
    const first = await insertProduct(t.deps.db, m.id, { name: 'Rice 2kg' });
    const second = await insertProduct(t.deps.db, m.id, { name: 'Tea 100s' });
    await stock(m.id, first.id, -20);
    const seen = (await list(m.token)).body[0].createdAt as string;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await stock(m.id, second.id, -15);

    const marked = await call(t.app, 'PUT', '/api/stock-alerts/read', {
      token: m.token,
      body: { before: seen },
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ updated: 1 });
    const after = (await list(m.token)).body;
    expect(
      after.map((a: { productName: string; isRead: boolean }) => [a.productName, a.isRead]),
    ).toEqual([
      ['Tea 100s', false],
      ['Rice 2kg', true],
    ]);

    const all = await call(t.app, 'PUT', '/api/stock-alerts/read', {
      token: m.token,
      body: { before: new Date().toISOString() },
    });
    expect(all.body).toEqual({ updated: 1 });
  });

  it('refuses a mark-all without a moment', async () => {
    const m = await merchant();
    for (const body of [undefined, {}, { before: 'yesterday' }]) {
      const response = await call(t.app, 'PUT', '/api/stock-alerts/read', { token: m.token, body });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION');
    }
  });

  it('answers 404 for a resolved, missing or malformed alert id', async () => {
    const m = await merchant();
    const p = await insertProduct(t.deps.db, m.id);
    await stock(m.id, p.id, -15);
    const alert = (await list(m.token)).body[0];
    await stock(m.id, p.id, 15);
    const resolved = await call(t.app, 'PUT', `/api/stock-alerts/${alert.id}/read`, {
      token: m.token,
    });
    expect(resolved.status).toBe(404);
    const missing = await call(
      t.app,
      'PUT',
      '/api/stock-alerts/00000000-0000-4000-8000-000000000000/read',
      {
        token: m.token,
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'Stock alert not found' });
    const malformed = await call(t.app, 'PUT', '/api/stock-alerts/abc/read', { token: m.token });
    expect(malformed.status).toBe(400);
  });

  it('keeps merchants apart: foreign alert ids are 404, lists and mark-all never touch them', async () => {
    const a = await merchant();
    const b = await merchant();
    const p = await insertProduct(t.deps.db, a.id, { name: 'Only A product' });
    await stock(a.id, p.id, -15);
    const alert = (await list(a.token)).body[0];

    expect((await list(b.token)).body).toEqual([]);
    const foreign = await call(t.app, 'PUT', `/api/stock-alerts/${alert.id}/read`, {
      token: b.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual({ code: 'NOT_FOUND', message: 'Stock alert not found' });
    const all = await call(t.app, 'PUT', '/api/stock-alerts/read', {
      token: b.token,
      body: { before: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(all.body).toEqual({ updated: 0 });
    expect((await list(a.token)).body[0]).toMatchObject({ id: alert.id, isRead: false });
  });

  it('needs a signed-in merchant', async () => {
    expect((await call(t.app, 'GET', '/api/stock-alerts')).status).toBe(401);
    const response = await call(t.app, 'PUT', '/api/stock-alerts/read', {
      body: { before: new Date().toISOString() },
    });
    expect(response.status).toBe(401);
  });
});
