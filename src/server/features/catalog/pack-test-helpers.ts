import { expect } from 'vitest';
import { call, type TestApp } from '@server/test/test-app';
import { catalogCalls } from './catalog-test-helpers';

/** A base product and a pack sold from it, made through the API; `read` answers a product. */
export async function baseAndPack(
  t: TestApp,
  token: string,
  base: Record<string, unknown>,
  pack: Record<string, unknown>,
) {
  const api = catalogCalls(t, token);
  const single = (await api.product({ costPrice: '9.00', ...base })) as {
    id: string;
    price: string;
  };
  const res = await api.create({ stock: 0, ...pack, packOf: single.id });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const created = res.body as { id: string; price: string; version: number };
  return { single, pack: created };
}

/** The product as the API answers it now. */
export const readProduct = async (t: TestApp, token: string, id: string) =>
  (await call(t.app, 'GET', `/api/products/${id}`, { token })).body as {
    stock: number;
    costPrice: string | null;
    updatedAt: string;
    version: number;
  };
