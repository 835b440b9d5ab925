import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { catalogCalls, insertBrand, openAlerts } from './catalog-test-helpers';

let t: TestApp;
let a: ReturnType<typeof catalogCalls>;
let b: ReturnType<typeof catalogCalls>;
let tokenA: string;
let tokenB: string;
let merchantA: string;
beforeAll(async () => {
  t = await createTestApp();
  const [ma, mb] = [await signUpMerchant(t), await signUpMerchant(t)];
  [tokenA, tokenB, merchantA] = [ma.token, mb.token, ma.user.id];
  a = catalogCalls(t, tokenA);
  b = catalogCalls(t, tokenB);
});
afterAll(() => t.close());

const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((p) => p.name);

describe('GET /api/products', () => {
  let categoryId: string;
  let brandId: string;
  beforeAll(async () => {
    const category = await call(t.app, 'POST', '/api/categories', {
      token: tokenA,
      body: { name: 'Drinks' },
    });
    categoryId = category.body.id;
    brandId = (await insertBrand(t, merchantA)).id;
    await a.product({ name: 'Coca-Cola 2L', stock: 40, categoryId, brandId });
    await a.product({ name: 'Fanta Orange 2L', stock: 8, categoryId });
    await a.product({ name: 'Bread 100%_white', stock: 0 });
    await a.product({ name: 'Sugar 2kg', stock: 10, lowStockThreshold: 10, status: 'inactive' });
    await b.product({ name: 'Coca-Cola 500ml' });
  });

  it('lists the merchant products by name with the filtered total', async () => {
    const res = await a.list();
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([
      'Bread 100%_white',
      'Coca-Cola 2L',
      'Fanta Orange 2L',
      'Sugar 2kg',
    ]);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 24 });
  });

  it('searches by name, case-insensitively, with LIKE wildcards taken literally', async () => {
    expect(names(await a.list('?search=coca'))).toEqual(['Coca-Cola 2L']);
    expect(names(await a.list('?search=%25_'))).toEqual(['Bread 100%_white']);
    expect(names(await a.list('?search=_'))).toEqual(['Bread 100%_white']);
    expect((await a.list('?search=zzz')).body).toMatchObject({ items: [], total: 0 });
  });

  it('filters by category, brand, stock status and product status', async () => {
    expect(names(await a.list(`?categoryId=${categoryId}`))).toEqual([
      'Coca-Cola 2L',
      'Fanta Orange 2L',
    ]);
    expect(names(await a.list(`?brandId=${brandId}`))).toEqual(['Coca-Cola 2L']);
    expect(names(await a.list('?stockStatus=in-stock'))).toEqual(['Coca-Cola 2L']);
    expect(names(await a.list('?stockStatus=low-stock'))).toEqual(['Fanta Orange 2L', 'Sugar 2kg']);
    expect(names(await a.list('?stockStatus=out-of-stock'))).toEqual(['Bread 100%_white']);
    expect(names(await a.list('?stockStatus=all&status=inactive'))).toEqual(['Sugar 2kg']);
    expect((await a.list('?stockStatus=low-stock')).body.items[0].stockStatus).toBe('low-stock');
  });

  it('offers the till only active products with stock above 0', async () => {
    expect(names(await a.list('?stockStatus=available&status=active'))).toEqual([
      'Coca-Cola 2L',
      'Fanta Orange 2L',
    ]);
  });

  it('pages with a stable total, also past the end', async () => {
    const first = await a.list('?pageSize=3&page=1');
    const second = await a.list('?pageSize=3&page=2');
    expect(names(first)).toHaveLength(3);
    expect(names(second)).toEqual(['Sugar 2kg']);
    expect(second.body.total).toBe(4);
    expect((await a.list('?pageSize=3&page=9')).body).toMatchObject({ items: [], total: 4 });
  });

  it('sends only the products changed since a time (a phone catalogue sync)', async () => {
    const all = await a.list('?pageSize=100');
    const latest = all.body.items
      .map((p: { updatedAt: string }) => p.updatedAt)
      .sort()
      .at(-1);
    // One millisecond on: PostgreSQL keeps microseconds the ISO string drops.
    const after = new Date(Date.parse(latest) + 1).toISOString();
    const since = `?updatedSince=${encodeURIComponent(after)}`;
    expect((await a.list(since)).body).toMatchObject({ items: [], total: 0 });
    const fanta = all.body.items.find((p: { name: string }) => p.name === 'Fanta Orange 2L');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await a.adjust(fanta.id, 2)).status).toBe(200);
    expect(names(await a.list(since))).toEqual(['Fanta Orange 2L']);
    expect(names(await b.list(since))).not.toContain('Fanta Orange 2L');
  });

  it.each([
    '?stockStatus=low',
    '?pageSize=501',
    '?page=0',
    '?categoryId=abc',
    '?updatedSince=yesterday',
  ])('refuses %s with 400', async (query) => {
    expect((await a.list(query)).status).toBe(400);
  });
});

describe('tenancy', () => {
  it('answers 404 for another merchant product, category and brand ids, and lists never leak', async () => {
    const mine = await a.product({ name: 'Private Label Tea', stock: 30 });
    for (const res of [
      await call(t.app, 'GET', `/api/products/${mine.id}`, { token: tokenB }),
      await b.update(mine.id, { name: 'Stolen' }),
      await b.adjust(mine.id, -1, 'damaged'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await a.adjust(mine.id, 1)).body.stock).toBe(31);
    expect(names(await b.list('?search=Private'))).toEqual([]);

    const category = await call(t.app, 'POST', '/api/categories', {
      token: tokenA,
      body: { name: 'Hidden' },
    });
    const brand = await insertBrand(t, merchantA, 'Hidden Brand');
    expect(
      (await b.create({ name: 'x', price: 1, categoryId: category.body.id })).body.error,
    ).toEqual({
      code: 'NOT_FOUND',
      message: 'Category not found',
    });
    expect((await b.create({ name: 'x', price: 1, brandId: brand.id })).status).toBe(404);
    expect((await b.list(`?categoryId=${category.body.id}`)).body.items).toEqual([]);
    const bCategories = await call(t.app, 'GET', '/api/categories', { token: tokenB });
    expect(bCategories.body.map((c: { name: string }) => c.name)).not.toContain('Hidden');
  });
});

describe('stock alerts follow create, update and adjustments', () => {
  it('raises exactly one alert when stock drops below the threshold and clears it on restock', async () => {
    const product = await a.product({ name: 'Milk 1L', stock: 15, lowStockThreshold: 10 });
    expect(await openAlerts(t, product.id)).toHaveLength(0);

    await a.adjust(product.id, -6, 'damaged'); // 9: low
    const { body: read } = await a.adjust(product.id, -2, 'expired'); // 7: still low
    let alerts = await openAlerts(t, product.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ alertType: 'low_stock', threshold: 10 });

    await a.update(product.id, { stock: 0, version: read.version }); // out of stock replaces low
    alerts = await openAlerts(t, product.id);
    expect(alerts.map((x) => x.alertType)).toEqual(['out_of_stock']);

    await a.adjust(product.id, 50, 'delivery');
    expect(await openAlerts(t, product.id)).toHaveLength(0);
  });

  it('raises on create when the opening stock is low, and follows a threshold edit', async () => {
    const low = await a.product({ name: 'Eggs 6', stock: 3, lowStockThreshold: 5 });
    expect((await openAlerts(t, low.id)).map((x) => x.alertType)).toEqual(['low_stock']);
    await a.update(low.id, { lowStockThreshold: 2 });
    expect(await openAlerts(t, low.id)).toHaveLength(0);
    await a.update(low.id, { lowStockThreshold: '8' });
    expect((await openAlerts(t, low.id)).map((x) => x.alertType)).toEqual(['low_stock']);
    const empty = await a.product({ name: 'Candles', stock: 0 });
    expect((await openAlerts(t, empty.id)).map((x) => x.alertType)).toEqual(['out_of_stock']);
  });
});

describe('categories', () => {
  it('creates and lists categories, refusing a blank or duplicate name', async () => {
    const created = await call(t.app, 'POST', '/api/categories', {
      token: tokenB,
      body: { name: ' Snacks ', description: 'Chips and sweets' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Snacks', description: 'Chips and sweets' });
    const blank = await call(t.app, 'POST', '/api/categories', {
      token: tokenB,
      body: { name: '' },
    });
    expect(blank.body.error).toMatchObject({
      code: 'VALIDATION',
      message: 'Category name is required',
    });
    const missing = await call(t.app, 'POST', '/api/categories', { token: tokenB, body: {} });
    expect(missing.body.error.message).toBe('Category name is required');
    const duplicate = await call(t.app, 'POST', '/api/categories', {
      token: tokenB,
      body: { name: 'Snacks' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe('A category named "Snacks" already exists');
    const list = await call(t.app, 'GET', '/api/categories', { token: tokenB });
    expect(list.body).toEqual([
      { id: created.body.id, name: 'Snacks', description: 'Chips and sweets' },
    ]);
    expect((await call(t.app, 'GET', '/api/categories')).status).toBe(401);
  });
});
