import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import type { PurchaseOrder } from '@shared/purchase-orders/purchase-orders.schemas';
import type { Db, Tx } from '@server/db/client';
import {
  products,
  purchaseOrderLines,
  purchaseOrders,
  shopStaff,
  suppliers,
} from '@server/db/schema/index';
import { centsOf, moneyText } from '@server/lib/money-sql';

const headerColumns = {
  id: purchaseOrders.id,
  number: purchaseOrders.number,
  status: purchaseOrders.status,
  supplierId: purchaseOrders.supplierId,
  supplierName: suppliers.name,
  supplierPhone: suppliers.phone,
  note: purchaseOrders.note,
  createdBy: purchaseOrders.createdBy,
  creatorName: shopStaff.name,
  createdAt: purchaseOrders.createdAt,
  updatedAt: purchaseOrders.updatedAt,
  estimatedCost: moneyText(sql`(select round(sum(l.quantity * l.unit_cost), 2)
    from ${purchaseOrderLines} l where l.purchase_order_id = ${purchaseOrders.id})`),
};

/** Order headers of the shop matching `where`, with their supplier and who wrote them. */
export function orderHeaders(db: Db | Tx, merchantId: string, where?: SQL) {
  return db
    .select(headerColumns)
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(shopStaff, eq(shopStaff.id, purchaseOrders.createdBy))
    .where(and(eq(purchaseOrders.merchantId, merchantId), where))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.number));
}
type Header = Awaited<ReturnType<typeof orderHeaders>>[number];

async function linesOf(db: Db | Tx, merchantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      purchaseOrderId: purchaseOrderLines.purchaseOrderId,
      productId: purchaseOrderLines.productId,
      productName: products.name,
      quantity: purchaseOrderLines.quantity,
      quantityReceived: purchaseOrderLines.quantityReceived,
      unitCost: purchaseOrderLines.unitCost,
    })
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(
      and(
        eq(purchaseOrderLines.merchantId, merchantId),
        inArray(purchaseOrderLines.purchaseOrderId, ids),
      ),
    )
    .orderBy(asc(purchaseOrderLines.purchaseOrderId), asc(purchaseOrderLines.position));
}

/** The answers of the headers, each with its lines (one query for all the lines). */
export async function withLines(
  db: Db | Tx,
  merchantId: string,
  headers: Header[],
): Promise<PurchaseOrder[]> {
  const lines = await linesOf(
    db,
    merchantId,
    headers.map((h) => h.id),
  );
  return headers.map(({ creatorName, createdBy, ...header }) => ({
    ...header,
    estimatedCost: centsToDecimal(centsOf(header.estimatedCost)),
    createdBy: createdBy ? { id: createdBy, name: creatorName ?? '' } : null,
    createdAt: header.createdAt.toISOString(),
    updatedAt: header.updatedAt.toISOString(),
    lines: lines
      .filter((line) => line.purchaseOrderId === header.id)
      .map(({ purchaseOrderId: _order, ...line }) => line),
  }));
}

/** One order of the shop with its lines, or undefined. */
export async function readOrder(db: Db | Tx, merchantId: string, id: string) {
  const [header] = await orderHeaders(db, merchantId, eq(purchaseOrders.id, id));
  if (!header) return undefined;
  return (await withLines(db, merchantId, [header]))[0];
}
