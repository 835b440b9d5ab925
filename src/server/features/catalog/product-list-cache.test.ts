import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MerchantVersions } from '@server/cache/merchant-versions';
import { products } from '@server/db/schema/index';
import { upToDateFeed } from '@server/test/feeds';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { catalogCalls } from './catalog-test-helpers';
import { ProductListCache } from './product-list-cache';
import type { ProductListFilter } from './product-list';

const filter: ProductListFilter = {
  page: 1,
  pageSize: 24,
  status: 'all',
  stockStatus: 'all',
} as ProductListFilter;

describe('product list cache', () => {
  it('answers again from memory until the merchant catalogue version moves', async () => {
    const versions = new MerchantVersions(upToDateFeed);
    const cache = new ProductListCache(versions);
    let loads = 0;
    const load = async () => `{"load":${++loads}}`;
    expect(await cache.read('m1', filter, load)).toBe('{"load":1}');
    expect(await cache.read('m1', filter, load)).toBe('{"load":1}');
    expect(await cache.read('m2', filter, load)).toBe('{"load":2}');
    expect(await cache.read('m1', { ...filter, page: 2 }, load)).toBe('{"load":3}');
    versions.bump('m1');
    expect(await cache.read('m1', filter, load)).toBe('{"load":4}');
    expect(await cache.read('m2', filter, load)).toBe('{"load":2}');
  });

  it('does not keep a list read while a write landed', async () => {
    const versions = new MerchantVersions(upToDateFeed);
    const cache = new ProductListCache(versions);
    let loads = 0;
    const racing = async () => {
      versions.bump('m1');
      return `{"load":${++loads}}`;
    };
    await cache.read('m1', filter, racing);
    expect(await cache.read('m1', filter, async () => `{"load":${++loads}}`)).toBe('{"load":2}');
  });
});

describe('GET /api/products stays fresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('after an edit, a sale, and a write straight to the database', async () => {
    const merchant = await signUpMerchant(t);
    const api = catalogCalls(t, merchant.token);
    const product = await api.product({ name: 'Sunlight soap', price: '12.00', stock: 30 });
    const listed = async () => (await api.list()).body.items[0] as { price: string; stock: number };
    expect(await listed()).toMatchObject({ price: '12.00', stock: 30 });
    expect(await listed()).toMatchObject({ price: '12.00', stock: 30 });

    expect((await api.update(product.id, { price: '13.50' })).status).toBe(200);
    expect(await listed()).toMatchObject({ price: '13.50', stock: 30 });

    const sale = await call(t.app, 'POST', '/api/pos-sales', {
      token: merchant.token,
      body: {
        customerId: null,
        items: [{ productId: product.id, quantity: 2, unitPrice: '13.50', subtotal: '27.00' }],
        subtotal: '27.00',
        tax: '4.05',
        total: '31.05',
        paymentMethod: 'cash',
        status: 'completed',
      },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(await listed()).toMatchObject({ stock: 28 });

    await t.deps.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    expect(await listed()).toMatchObject({ stock: 5, stockStatus: 'low-stock' });
  });

  it('never answers one merchant with another merchant list', async () => {
    const [first, second] = [await signUpMerchant(t), await signUpMerchant(t)];
    await catalogCalls(t, first.token).product({ name: 'Iwisa maize meal' });
    expect((await catalogCalls(t, first.token).list()).body.total).toBe(1);
    const other = await catalogCalls(t, second.token).list();
    expect(other.body).toMatchObject({ items: [], total: 0 });
  });
});
