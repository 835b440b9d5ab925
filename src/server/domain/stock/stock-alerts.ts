import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stockAlerts } from '../../db/schema';

/** A product whose stock just changed, as the stock alerts need it. */
export interface ChangedProduct {
  id: string;
  name: string;
  stock: number;
  lowStockThreshold: number;
}

type AlertType = 'low_stock' | 'out_of_stock';

export function stockState(stock: number, threshold: number): AlertType | null {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= threshold) return 'low_stock';
  return null;
}

/** A low or out-of-stock alert in words, from the product's name and stock as they are now. */
export const stockAlertMessage = (state: AlertType, name: string, stock: number) =>
  state === 'out_of_stock' ? `${name} is out of stock` : `${name} is low on stock (${stock} left)`;

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
        message: stockAlertMessage(state, product.name, product.stock),
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
