import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';
import { changeStock } from '../stock/stock';

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'merchantId' | 'stock'> & {
  stock: number;
};

/**
 * The one way products enter a catalogue: inserted at 0, then brought to their opening stock
 * by a movement, so stock can be audited and alerts start right (0 is out of stock).
 * Returns the new ids in the order given.
 */
export async function addProducts(
  tx: Tx,
  merchantId: string,
  rows: readonly NewProduct[],
  referenceType?: string,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(() => randomUUID());
  await tx.insert(products).values(
    rows.map(({ stock: _opening, ...fields }, i) => ({
      ...fields,
      id: ids[i]!,
      merchantId,
      stock: 0,
    })),
  );
  await changeStock(
    tx,
    merchantId,
    rows.map((row, i) => ({ productId: ids[i]!, delta: row.stock })),
    { reason: 'initial', referenceType },
  );
  return ids;
}
