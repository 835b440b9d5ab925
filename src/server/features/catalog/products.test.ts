import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signInStaff, signUpMerchant } from '@server/test/auth-helpers';
import { rowCounts } from '@server/test/row-counts';
import { catalogCalls, insertBrand, movements } from './catalog-test-helpers';

let t: TestApp;
let api: ReturnType<typeof catalogCalls>;
let merchantId: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const merchant = await signUpMerchant(t);
  merchantId = merchant.user.id;
  token = merchant.token;
  api = catalogCalls(t, merchant.token);
});
afterAll(() => t.close());

describe('POST /api/products', () => {
  it('creates a product with money as a decimal string and the spec defaults', async () => {
    const res = await api.create({ name: '  Sunlight Soap ', price: 12.5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Sunlight Soap',
      price: '12.50',
      stock: 0,
      lowStockThreshold: 10,
      status: 'active',
      stockStatus: 'out-of-stock',
      description: null,
      categoryId: null,
      image: null,
    });
  });

  it('parses stock and threshold as integers, blanks falling back to 0 and 10', async () => {
    const parsed = await api.create({
      name: 'Rice',
      price: '80',
      stock: '15',
      lowStockThreshold: '4',
    });
    expect(parsed.body).toMatchObject({ stock: 15, lowStockThreshold: 4, price: '80.00' });
    const fallback = await api.create({
      name: 'Maize',
      price: '1',
      stock: '',
      lowStockThreshold: null,
    });
    expect(fallback.status).toBe(201);
    expect(fallback.body).toMatchObject({ stock: 0, lowStockThreshold: 10 });
  });

  it.each(['0x10', 'NaN', '1e3', ' 5', '5.0', 'lots', '+5', '5 ', '١٢', 'Infinity'])(
    'refuses the count %j as a whole number, naming the field, and stores nothing',
    async (count) => {
      const before = await rowCounts(t.deps.db);
      for (const [field, label] of [
        ['stock', 'Stock'],
        ['lowStockThreshold', 'Low stock threshold'],
      ]) {
        const res = await api.create({ name: 'x', price: '1.00', [field!]: count });
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({
          code: 'VALIDATION',
          message: `${label} must be a whole number`,
          details: { issues: [{ field }] },
        });
      }
      const product = await api.product({ stock: 3 });
      const edited = await api.update(product.id, { stock: count });
      expect(edited.status).toBe(400);
      expect(edited.body.error.details.issues[0].field).toBe('stock');
      expect((await rowCounts(t.deps.db)).products).toBe(before.products! + 1);
    },
  );

  it.each([
    [{ price: '10' }, 'Name is required'],
    [{ name: '   ', price: '10' }, 'Name is required'],
    [{ name: 'Bread' }, 'Price is required'],
    [{ name: 'Bread', price: '' }, 'Price is required'],
    [{ name: 'Bread', price: null }, 'Price is required'],
    [{ name: 'Bread', price: '0' }, 'Amount must be greater than 0'],
    [{ name: 'Bread', price: '12.345' }, 'Enter an amount in rand with at most two decimals'],
    [{ name: 'Bread', price: '-3' }, 'Amount cannot be negative'],
    [{ name: 'Bread', price: '10', stock: -1 }, 'Stock cannot be negative'],
    [
      { name: 'Bread', price: '10', lowStockThreshold: '-2' },
      'Low stock threshold cannot be negative',
    ],
    [{ name: 'Bread', price: '10', stock: '12.345' }, 'Stock must be a whole number'],
    [
      { name: 'Bread', price: '10', lowStockThreshold: 2.5 },
      'Low stock threshold must be a whole number',
    ],
    [{ name: 'Bread', price: '10', stock: 2_000_000 }, 'Stock must be at most 1000000'],
    [{ name: 'Bread', price: '10', status: 'deleted' }, expect.any(String)],
    [{ name: 'Bread', price: '10', categoryId: 'nope' }, 'Not a valid id'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await api.create(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('writes the opening stock as a movement', async () => {
    const product = await api.product({ stock: 12 });
    expect(await movements(t, product.id)).toEqual([{ delta: 12, reason: 'initial' }]);
  });

  it('needs a signed-in merchant', async () => {
    expect(
      (await call(t.app, 'POST', '/api/products', { body: { name: 'x', price: 1 } })).status,
    ).toBe(401);
    const admin = await signInStaff(t, 'admin');
    const res = await call(t.app, 'GET', '/api/products', { token: admin.token });
    expect(res.status).toBe(403);
  });
});

describe('PUT /api/products/{id}', () => {
  it('edits fields and records a changed stock figure as a count correction', async () => {
    const brand = await insertBrand(t, merchantId);
    const product = await api.product({ stock: 20 });
    const res = await api.update(product.id, {
      name: 'Coke 2L',
      price: '26',
      stock: 18,
      version: product.version,
      brandId: brand.id,
      status: 'inactive',
      description: 'Glass',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Coke 2L',
      price: '26.00',
      stock: 18,
      brandId: brand.id,
      status: 'inactive',
      description: 'Glass',
    });
    expect(await movements(t, product.id)).toEqual([
      { delta: 20, reason: 'initial' },
      { delta: -2, reason: 'count_correction' },
    ]);
    const partial = await api.update(product.id, { price: '27.50' });
    expect(partial.body).toMatchObject({ name: 'Coke 2L', description: 'Glass', price: '27.50' });
    const cleared = await api.update(product.id, { brandId: null, description: '' });
    expect(cleared.body).toMatchObject({ brandId: null, description: null });
  });

  it('refuses a cleared stock box instead of saving 0, and keeps the count', async () => {
    const product = await api.product({ stock: 24 });
    for (const stock of ['', '  ', null]) {
      const refused = await api.update(product.id, {
        name: 'Coke 2L',
        stock,
        version: product.version,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe('Enter the stock count (0 if none is left)');
    }
    const listed = await api.list(`?search=${encodeURIComponent(product.name)}`);
    expect(listed.body.items.find((p: { id: string }) => p.id === product.id).stock).toBe(24);
    const zero = await api.update(product.id, { stock: '0', version: product.version });
    expect(zero.body.stock).toBe(0);
  });

  it('answers 400 with the spec messages and 404 for an unknown id', async () => {
    const product = await api.product();
    expect((await api.update(product.id, { name: '' })).body.error.message).toBe(
      'Name is required',
    );
    expect((await api.update(product.id, { price: '' })).body.error.message).toBe(
      'Price is required',
    );
    const missing = await api.update('00000000-0000-4000-8000-000000000000', { name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
  });
});

describe('POST /api/products/{id}/stock-adjustments', () => {
  it('adds and removes stock with a movement per reason', async () => {
    const product = await api.product({ stock: 5 });
    expect((await api.adjust(product.id, 24, 'delivery')).body.stock).toBe(29);
    expect((await api.adjust(product.id, -3, 'damaged')).body.stock).toBe(26);
    expect((await api.adjust(product.id, -1, 'expired')).body.stock).toBe(25);
    expect((await api.adjust(product.id, -5, 'count_correction')).body.stock).toBe(20);
    expect((await movements(t, product.id)).map((m) => [m.delta, m.reason])).toEqual([
      [5, 'initial'],
      [24, 'delivery'],
      [-3, 'damaged'],
      [-1, 'expired'],
      [-5, 'count_correction'],
    ]);
  });

  it('refuses to go below 0 with 409 and changes nothing', async () => {
    const product = await api.product({ stock: 2, name: 'Bread' });
    const res = await api.adjust(product.id, -3, 'damaged');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Not enough stock for Bread',
      details: { reason: 'INSUFFICIENT_STOCK' },
    });
    const after = await api.list(`?search=Bread`);
    expect(after.body.items.find((p: { id: string }) => p.id === product.id).stock).toBe(2);
    expect(await movements(t, product.id)).toHaveLength(1);
  });

  it.each([
    [{ quantity: 0, reason: 'delivery' }, 'The quantity cannot be 0'],
    [
      { quantity: 1.5, reason: 'delivery' },
      'Enter a whole number of units, positive to add or negative to remove',
    ],
    [
      { reason: 'delivery' },
      'Enter a whole number of units, positive to add or negative to remove',
    ],
    [
      { quantity: 3, reason: 'stolen' },
      'Choose a reason: delivery, count correction, damaged or expired',
    ],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const product = await api.product();
    const res = await call(t.app, 'POST', `/api/products/${product.id}/stock-adjustments`, {
      token,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await api.adjust('00000000-0000-4000-8000-000000000000', 5);
    expect(res.status).toBe(404);
  });
});
