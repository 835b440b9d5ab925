import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { brands, stockAlerts, stockMovements } from '@server/db/schema/index';
import { call, type TestApp } from '@server/test/test-app';

export function catalogCalls(t: TestApp, token: string) {
  return {
    create: (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/products', { token, body }),
    async product(body: Record<string, unknown> = {}) {
      const res = await call(t.app, 'POST', '/api/products', {
        token,
        body: { name: 'Coca-Cola 2L', price: '24.99', stock: 20, ...body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as {
        id: string;
        name: string;
        price: string;
        stock: number;
        version: number;
        [key: string]: unknown;
      };
    },
    list: (query = '') => call(t.app, 'GET', `/api/products${query}`, { token }),
    update: (id: string, body: Record<string, unknown>) =>
      call(t.app, 'PUT', `/api/products/${id}`, { token, body }),
    adjust: (id: string, quantity: number, reason = 'delivery') =>
      call(t.app, 'POST', `/api/products/${id}/stock-adjustments`, {
        token,
        body: { quantity, reason },
      }),
  };
}

export const openAlerts = (t: TestApp, productId: string) =>
  t.deps.db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.resolvedAt)));

export const movements = (t: TestApp, productId: string) =>
  t.deps.db
    .select({ delta: stockMovements.delta, reason: stockMovements.reason })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(stockMovements.createdAt);

/** Brands belong to another area; tests insert them directly. */
export async function insertBrand(t: TestApp, merchantId: string, name = 'Coca-Cola') {
  const [brand] = await t.deps.db.insert(brands).values({ merchantId, name }).returning();
  return brand!;
}
