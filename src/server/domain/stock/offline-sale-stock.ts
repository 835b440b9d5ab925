import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { StockChange } from './stock';
import type { StockShortfall } from './count-alerts';
import { unitsWanted } from './pack-stock';

/**
 * The stock a sale rung up offline takes (docs/design.md "Stock"): the goods evidently left the shelf,
 * so a line beyond the stock takes it to zero instead of refusing the sale, and the shortfall
 * is returned for a stock-count alert. The rows are locked (in id order) so the change that
 * follows in the same transaction cannot fall short.
 */
export async function offlineSaleStock(
  tx: Tx,
  merchantId: string,
  lines: readonly { productId: string; quantity: number }[],
): Promise<{ changes: StockChange[]; shortfalls: StockShortfall[] }> {
  // In units of the products whose stock moves: a pack sold takes its units from its base.
  const wanted = await unitsWanted(tx, merchantId, lines);
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
      const { id: productId, name, lowStockThreshold } = row;
      shortfalls.push({ productId, name, lowStockThreshold, difference });
    }
  }
  const changes = rows.map((row) => ({
    productId: row.id,
    delta: -Math.min(wanted.get(row.id)!, row.stock),
  }));
  return { changes, shortfalls };
}
