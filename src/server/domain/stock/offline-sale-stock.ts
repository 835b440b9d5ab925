import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { changeStock, type StockReference } from './stock';
import { raiseStockCountAlerts, type StockShortfall } from './count-alerts';

/**
 * Takes the stock of a sale rung up offline (DESIGN section 5): the goods evidently left the
 * shelf, so a line beyond the stock takes it to zero instead of refusing the sale, and a
 * stock-count alert names the product and the difference. Rows are locked first so the
 * decrement below cannot fall short.
 */
export async function takeOfflineSaleStock(
  tx: Tx,
  merchantId: string,
  lines: readonly { productId: string; quantity: number }[],
  reference: StockReference,
): Promise<StockShortfall[]> {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      lowStockThreshold: products.lowStockThreshold,
    })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, [...wanted.keys()])))
    .orderBy(products.id)
    .for('update');
  if (rows.length < wanted.size) throw notFound('Product');
  const shortfalls: StockShortfall[] = [];
  for (const row of rows) {
    const difference = wanted.get(row.id)! - row.stock;
    if (difference > 0) {
      shortfalls.push({
        productId: row.id,
        name: row.name,
        lowStockThreshold: row.lowStockThreshold,
        difference,
      });
    }
  }
  await changeStock(
    tx,
    merchantId,
    rows.map((row) => ({ productId: row.id, delta: -Math.min(wanted.get(row.id)!, row.stock) })),
    reference,
  );
  await raiseStockCountAlerts(tx, merchantId, shortfalls);
  return shortfalls;
}
