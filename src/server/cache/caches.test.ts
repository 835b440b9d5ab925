import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posSales, products, users } from '../db/schema';
import { signUpMerchant } from '../test/auth-helpers';
import { call, createTestApp, type TestApp } from '../test/test-app';

/**
 * On either database a server's own write is seen by its very next request, even when
 * it bypasses the API: the change is announced, and on PostgreSQL a cached read waits
 * until this process has heard its own latest commit.
 */
describe('read caches and this server’s own writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('caches on both databases', () => {
    expect(t.deps.caches).not.toBeNull();
  });

  it('refuses a session on the next request after its account is deactivated', async () => {
    const { token, user } = await signUpMerchant(t);
    for (let i = 0; i < 3; i++)
      expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(200);
    await t.deps.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, user.id as string));
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('lists a product changed behind the API on the next request', async () => {
    const { token, user } = await signUpMerchant(t);
    const created = await call(t.app, 'POST', '/api/products', {
      token,
      body: { name: 'Sunlight 750ml', price: '24.99', stock: 5, lowStockThreshold: 2 },
    });
    expect(created.status).toBe(201);
    const names = async () =>
      (
        (await call(t.app, 'GET', '/api/products', { token })).body as {
          items: { name: string }[];
        }
      ).items.map((p) => p.name);
    expect(await names()).toEqual(['Sunlight 750ml']);
    expect(await names()).toEqual(['Sunlight 750ml']);
    await t.deps.db
      .update(products)
      .set({ name: 'Sunlight 1L' })
      .where(eq(products.merchantId, user.id as string));
    expect(await names()).toEqual(['Sunlight 1L']);
  });

  it('shows a till sale written behind the API on the next smart dashboard', async () => {
    const { token, user } = await signUpMerchant(t);
    const hasSales = async () => {
      const res = await call(t.app, 'GET', '/api/analytics/smart-dashboard', { token });
      expect(res.status).toBe(200);
      return (res.body as { hasSales: boolean }).hasSales;
    };
    expect(await hasSales()).toBe(false);
    expect(await hasSales()).toBe(false);
    await t.deps.db.insert(posSales).values({
      merchantId: user.id as string,
      saleNumber: 'S-1',
      items: [],
      subtotal: '10.00',
      taxAmount: '0.00',
      totalAmount: '10.00',
      paymentMethod: 'cash',
    });
    expect(await hasSales()).toBe(true);
  });
});
