import type { Tx } from '../db/client';
import { productBarcodes, stockTakeCounts, stockTakeLines, stockTakes } from '../db/schema';
import { HOUR_MS } from '@shared/time/johannesburg';
import { DEMO_PRODUCTS } from './products-data';

interface SeededProduct {
  id: string;
  stock: number;
  categoryId: string;
}

/** The shelf the owner counted this morning: a finished stock take to look back on. */
const COUNTED_SHELF = 'Household';

/**
 * Each demo product's barcode, and this morning's count of one shelf by the owner: every line
 * counted as the system held it, applied (no difference, so no stock movement).
 */
export async function writeBarcodesAndCount(
  tx: Tx,
  merchantId: string,
  rows: SeededProduct[],
  now: Date,
) {
  await tx.insert(productBarcodes).values(
    rows.map((row, i) => ({
      merchantId,
      productId: row.id,
      code: DEMO_PRODUCTS[i]!.barcode,
      position: 0,
    })),
  );
  const started = new Date(now.getTime() - 3 * HOUR_MS);
  const applied = new Date(now.getTime() - 2 * HOUR_MS);
  const shelf = rows.filter((_, i) => DEMO_PRODUCTS[i]!.category === COUNTED_SHELF);
  const [take] = await tx
    .insert(stockTakes)
    .values({
      merchantId,
      categoryId: shelf[0]!.categoryId,
      status: 'applied',
      appliedAt: applied,
      createdAt: started,
      updatedAt: applied,
    })
    .returning({ id: stockTakes.id });
  const stockTakeId = take!.id;
  await tx.insert(stockTakeLines).values(
    shelf.map((row) => ({
      stockTakeId,
      merchantId,
      productId: row.id,
      expected: row.stock,
      counted: row.stock,
      countedAt: started,
    })),
  );
  await tx.insert(stockTakeCounts).values(
    shelf
      .filter((row) => row.stock > 0)
      .map((row) => ({
        stockTakeId,
        merchantId,
        productId: row.id,
        quantity: row.stock,
        createdAt: started,
      })),
  );
}
