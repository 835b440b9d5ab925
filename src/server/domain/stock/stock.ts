import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_STOCK } from '@shared/catalog/catalog.schemas';
import type { Tx } from '../../db/client';
import { products, stockAlerts, stockMovements } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { resolveCountAlerts } from './count-alerts';

export type StockReason =
  | 'initial'
  | 'delivery'
  | 'count_correction'
  | 'damaged'
  | 'expired'
  | 'sale'
  | 'order_reserved'
  | 'order_cancelled'
  | 'order_edited';

export interface StockChange {
  productId: string;
  delta: number;
}

export interface StockReference {
  reason: StockReason;
  referenceType?: string;
  referenceId?: string;
}

export interface ChangedProduct {
  id: string;
  name: string;
  stock: number;
  lowStockThreshold: number;
}

/**
 * The one way stock changes: guarded updates that never go below zero nor above
 * MAX_STOCK (the most a product can be created with), a movement row per change,
 * and stock alerts raised or cleared. All or nothing: if any line lacks stock (or
 * would pass the maximum), 409 names the products and the caller's transaction rolls back.
 */
export async function changeStock(
  tx: Tx,
  merchantId: string,
  changes: readonly StockChange[],
  reference: StockReference,
): Promise<ChangedProduct[]> {
  const merged = mergeChanges(changes);
  const changed: ChangedProduct[] = [];
  const short: string[] = [];
  const over: StockChange[] = [];
  for (const { productId, delta } of merged) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(products.id, productId),
          eq(products.merchantId, merchantId),
          // Only a rise is held to the maximum: a row above it (written before the cap) still sells down.
          delta > 0
            ? sql`${products.stock} + ${delta} <= ${MAX_STOCK}`
            : sql`${products.stock} + ${delta} >= 0`,
        ),
      )
      .returning({
        id: products.id,
        name: products.name,
        stock: products.stock,
        lowStockThreshold: products.lowStockThreshold,
      });
    if (row) changed.push(row);
    else if (delta > 0) over.push({ productId, delta });
    else short.push(productId);
  }
  if (over.length > 0) await refuseOverfullStock(tx, merchantId, over);
  if (short.length > 0) await refuseShortStock(tx, merchantId, short);
  if (reference.reason === 'count_correction') await resolveCountAlerts(tx, merchantId, changed);

  const moved = merged.filter((c) => c.delta !== 0);
  if (moved.length > 0) {
    await tx
      .insert(stockMovements)
      .values(
        moved.map((c) => ({ merchantId, productId: c.productId, delta: c.delta, ...reference })),
      );
  }
  // A product taken down but still above its threshold had no open alert and needs none
  // (a zero delta is a threshold edit and may clear one);
  // skipping it spares the busiest path (the till) a query per sale.
  const deltaOf = new Map(merged.map((c) => [c.productId, c.delta]));
  await syncStockAlerts(
    tx,
    merchantId,
    changed.filter(
      (p) => deltaOf.get(p.id)! >= 0 || stockState(p.stock, p.lowStockThreshold) !== null,
    ),
  );
  return changed;
}

function mergeChanges(changes: readonly StockChange[]): StockChange[] {
  const byProduct = new Map<string, number>();
  for (const c of changes) byProduct.set(c.productId, (byProduct.get(c.productId) ?? 0) + c.delta);
  // A stable order of updates keeps concurrent transactions from deadlocking on PostgreSQL.
  return [...byProduct]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([productId, delta]) => ({ productId, delta }));
}

/** The merchant's products among `ids` (404 when one is not theirs), for a refusal. */
async function stockOf(tx: Tx, merchantId: string, ids: string[]) {
  const found = await tx
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids)));
  if (found.length < ids.length) throw notFound('Product');
  return found;
}

const available = (p: { id: string; name: string; stock: number }) => ({
  productId: p.id,
  name: p.name,
  available: p.stock,
});

async function refuseShortStock(tx: Tx, merchantId: string, productIds: string[]): Promise<never> {
  const found = await stockOf(tx, merchantId, productIds);
  throw conflict(`Not enough stock for ${found.map((p) => p.name).join(', ')}`, {
    reason: 'INSUFFICIENT_STOCK',
    products: found.map(available),
  });
}

async function refuseOverfullStock(tx: Tx, merchantId: string, over: StockChange[]) {
  const found = await stockOf(
    tx,
    merchantId,
    over.map((c) => c.productId),
  );
  const wouldBe = (p: (typeof found)[number]) =>
    p.stock + over.find((c) => c.productId === p.id)!.delta;
  const message = found
    .map((p) => `${p.name} would have ${wouldBe(p)} in stock; a product holds at most ${MAX_STOCK}`)
    .join('. ');
  throw conflict(message, {
    reason: 'STOCK_ABOVE_MAXIMUM',
    maximum: MAX_STOCK,
    products: found.map(available),
  });
}

type AlertType = 'low_stock' | 'out_of_stock';

export function stockState(stock: number, threshold: number): AlertType | null {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= threshold) return 'low_stock';
  return null;
}

/** One open alert per product while it is low or out; cleared (resolved) once restocked. */
export async function syncStockAlerts(
  tx: Tx,
  merchantId: string,
  changed: readonly ChangedProduct[],
) {
  if (changed.length === 0) return;
  const open = await tx
    .select({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      alertType: stockAlerts.alertType,
    })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.merchantId, merchantId),
        isNull(stockAlerts.resolvedAt),
        inArray(stockAlerts.alertType, ['low_stock', 'out_of_stock']),
        inArray(
          stockAlerts.productId,
          changed.map((p) => p.id),
        ),
      ),
    );
  const openByProduct = new Map(open.map((a) => [a.productId, a]));
  const resolve: string[] = [];
  const raise: (typeof stockAlerts.$inferInsert)[] = [];
  for (const product of changed) {
    const state = stockState(product.stock, product.lowStockThreshold);
    const current = openByProduct.get(product.id);
    if (current && current.alertType === state) continue;
    if (current) resolve.push(current.id);
    if (state) {
      raise.push({
        merchantId,
        productId: product.id,
        userId: merchantId,
        alertType: state,
        threshold: product.lowStockThreshold,
        message:
          state === 'out_of_stock'
            ? `${product.name} is out of stock`
            : `${product.name} is low on stock (${product.stock} left)`,
      });
    }
  }
  if (resolve.length > 0) {
    await tx
      .update(stockAlerts)
      .set({ resolvedAt: sql`now()` })
      .where(inArray(stockAlerts.id, resolve));
  }
  if (raise.length > 0) await tx.insert(stockAlerts).values(raise);
}
