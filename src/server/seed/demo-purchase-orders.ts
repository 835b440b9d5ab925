import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { products, purchaseOrderLines, purchaseOrders, suppliers } from '../db/schema';
import { nextNumber } from '../lib/counters';

/** Lines of the demo shop's open purchase order: its lowest-stocked products. */
const ORDER_LINES = 3;

/**
 * An open purchase order of the demo shop to its first supplier, for the products at or
 * below their threshold (or its first products), 24 of each at their cost when known.
 */
export async function insertDemoPurchaseOrder(tx: Tx, merchantId: string) {
  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.merchantId, merchantId))
    .orderBy(asc(suppliers.name))
    .limit(1);
  const low = await tx
    .select({ id: products.id, costPrice: products.costPrice })
    .from(products)
    .where(
      and(eq(products.merchantId, merchantId), lte(products.stock, products.lowStockThreshold)),
    )
    .orderBy(asc(products.stock), asc(products.name))
    .limit(ORDER_LINES);
  const lines = low.length
    ? low
    : await tx
        .select({ id: products.id, costPrice: products.costPrice })
        .from(products)
        .where(eq(products.merchantId, merchantId))
        .orderBy(asc(products.name))
        .limit(ORDER_LINES);
  if (!supplier || lines.length === 0) return;
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      merchantId,
      number: await nextNumber(tx, merchantId, 'purchase_order'),
      supplierId: supplier.id,
      note: 'Deliver before Friday',
    })
    .returning({ id: purchaseOrders.id });
  await tx.insert(purchaseOrderLines).values(
    lines.map((product, position) => ({
      purchaseOrderId: order!.id,
      merchantId,
      productId: product.id,
      position,
      quantity: 24,
      unitCost: product.costPrice,
    })),
  );
}
