import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sum } from 'drizzle-orm';
import { stockAlerts, stockMovements, products } from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import { insertMerchant, insertProduct } from '../../test/fixtures';
import type { Database } from '../../db/client';
import { MAX_STOCK } from '@shared/catalog/catalog.schemas';
import { changeStock } from './stock';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const openAlerts = (productId: string) =>
  database.db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.resolvedAt)));

describe('changeStock', () => {
  it('lowering stock below the threshold raises exactly one alert, and restocking clears it', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const product = await insertProduct(db, merchant.id, { stock: 15, lowStockThreshold: 10 });
    const sell = (delta: number) =>
      db.transaction((tx) =>
        changeStock(tx, merchant.id, [{ productId: product.id, delta }], { reason: 'sale' }),
      );

    await sell(-6); // 9: low
    await sell(-2); // 7: still low, no second alert
    let alerts = await openAlerts(product.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ alertType: 'low_stock', threshold: 10 });

    await sell(-7); // 0: out of stock replaces low
    alerts = await openAlerts(product.id);
    expect(alerts.map((a) => a.alertType)).toEqual(['out_of_stock']);

    await db.transaction((tx) =>
      changeStock(tx, merchant.id, [{ productId: product.id, delta: 30 }], { reason: 'delivery' }),
    );
    expect(await openAlerts(product.id)).toHaveLength(0);

    const [moved] = await db
      .select({ total: sum(stockMovements.delta) })
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id));
    expect(Number(moved!.total)).toBe(30 - 15);
  });

  it('refuses the whole change when any line lacks stock, naming the products', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const plenty = await insertProduct(db, merchant.id, { name: 'Bread', stock: 50 });
    const scarce = await insertProduct(db, merchant.id, { name: 'Milk', stock: 1 });
    const attempt = db.transaction((tx) =>
      changeStock(
        tx,
        merchant.id,
        [
          { productId: plenty.id, delta: -5 },
          { productId: scarce.id, delta: -2 },
        ],
        { reason: 'sale' },
      ),
    );
    await expect(attempt).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Not enough stock for Milk',
    });
    const rows = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(eq(products.merchantId, merchant.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.stock]))).toEqual({
      [plenty.id]: 50,
      [scarce.id]: 1,
    });
  });

  it('sells down a product stocked above the maximum before the cap, and refuses raising it', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const bulk = await insertProduct(db, merchant.id, { name: 'Sugar', stock: MAX_STOCK + 500 });
    const change = (delta: number) =>
      db.transaction((tx) =>
        changeStock(tx, merchant.id, [{ productId: bulk.id, delta }], { reason: 'sale' }),
      );
    const [sold] = await change(-3);
    expect(sold!.stock).toBe(MAX_STOCK + 497);
    await expect(change(1)).rejects.toMatchObject({
      details: { reason: 'STOCK_ABOVE_MAXIMUM' },
    });
  });

  it("answers not found for another merchant's product", async () => {
    const { db } = database;
    const owner = await insertMerchant(db);
    const other = await insertMerchant(db);
    const product = await insertProduct(db, owner.id);
    const attempt = db.transaction((tx) =>
      changeStock(tx, other.id, [{ productId: product.id, delta: -1 }], { reason: 'sale' }),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('changes the same products side by side in any order without a deadlock', async () => {
    const { db } = database;
    const merchant = await insertMerchant(db);
    const bread = await insertProduct(db, merchant.id, { name: 'Bread', stock: 50 });
    const milk = await insertProduct(db, merchant.id, { name: 'Milk', stock: 50 });
    const lines = [
      { productId: bread.id, delta: -1 },
      { productId: milk.id, delta: -2 },
    ];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction((tx) =>
          changeStock(tx, merchant.id, i % 2 ? lines : [...lines].reverse(), {
            reason: 'sale',
          }),
        ),
      ),
    );
    const rows = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(eq(products.merchantId, merchant.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.stock]))).toEqual({
      [bread.id]: 38,
      [milk.id]: 26,
    });
    const [moved] = await db
      .select({ total: sum(stockMovements.delta) })
      .from(stockMovements)
      .where(eq(stockMovements.merchantId, merchant.id));
    expect(Number(moved!.total)).toBe(-36);
  });
});
