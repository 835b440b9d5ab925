import { describe, expect, it } from 'vitest';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { call } from '@server/test/test-app';
import { lineOf, shelf, stockTakeCalls } from './stock-take-test-helpers';

const t = appFixture();
const shop = merchantFixture(t);
const owner = () => stockTakeCalls(t, shop.token);

describe('a stock take and packs', () => {
  it('lists base products only: a pack is counted as the units of its base, never on its own', async () => {
    const { categoryId, products } = await shelf(t, shop.user.id, [12]);
    const base = products[0]!;
    const made = await call(t.app, 'POST', '/api/products', {
      token: shop.token,
      body: { name: 'Shelf pack of 6', price: '60.00', categoryId, packOf: base.id, packUnits: 6 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const pack = made.body as { id: string };

    const take = await owner().started(categoryId);
    expect(take.lines.map((line) => line.productId)).toEqual([base.id]);
    const counted = await owner().count(take.id, [[pack.id, 1]]);
    expect(counted.status).toBe(422);
    expect(counted.body.error.details.reason).toBe('NOT_IN_STOCK_TAKE');

    await owner().count(take.id, [[base.id, 9]]);
    expect(lineOf((await owner().get(take.id)).body, base.id).counted).toBe(9);
    expect((await owner().apply(take.id)).status).toBe(200);
    const read = async (id: string) =>
      (await call(t.app, 'GET', `/api/products/${id}`, { token: shop.token })).body.stock;
    expect(await read(base.id)).toBe(9);
    expect(await read(pack.id)).toBe(1);
  });
});
