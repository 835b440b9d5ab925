import { expect } from 'vitest';
import { categories } from '@server/db/schema/index';
import { insertProduct } from '@server/test/fixtures';
import { call, type TestApp } from '@server/test/test-app';

let serial = 0;

/** A category of the shop with products at the given stocks (each in its own stock take scope). */
export async function shelf(t: TestApp, merchantId: string, stocks: number[]) {
  serial += 1;
  const [category] = await t.deps.db
    .insert(categories)
    .values({ merchantId, name: `Shelf ${serial}` })
    .returning();
  const products = [];
  for (const [i, stock] of stocks.entries()) {
    products.push(
      await insertProduct(t.deps.db, merchantId, {
        name: `Shelf ${serial} item ${i + 1}`,
        price: '12.00',
        stock,
        categoryId: category!.id,
      }),
    );
  }
  return { categoryId: category!.id, products };
}

/** The stock take calls, with one token (the owner's or a staff member's). */
export function stockTakeCalls(t: TestApp, token: string) {
  return {
    start: (body: Record<string, unknown> = {}) =>
      call(t.app, 'POST', '/api/stock-takes', { token, body }),
    async started(categoryId: string) {
      const res = await call(t.app, 'POST', '/api/stock-takes', { token, body: { categoryId } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string; lines: { productId: string }[] };
    },
    get: (id: string) => call(t.app, 'GET', `/api/stock-takes/${id}`, { token }),
    list: () => call(t.app, 'GET', '/api/stock-takes', { token }),
    count: (id: string, counts: [string, number][]) =>
      call(t.app, 'POST', `/api/stock-takes/${id}/counts`, {
        token,
        body: { counts: counts.map(([productId, quantity]) => ({ productId, quantity })) },
      }),
    status: (id: string, status: string) =>
      call(t.app, 'PUT', `/api/stock-takes/${id}`, { token, body: { status } }),
    apply: (id: string) => call(t.app, 'POST', `/api/stock-takes/${id}/apply`, { token }),
  };
}

type Line = { productId: string; expected: number; counted: number | null };
/** A line of a stock take answer by product. */
export const lineOf = (body: { lines: Line[] }, productId: string) =>
  body.lines.find((line) => line.productId === productId)!;
