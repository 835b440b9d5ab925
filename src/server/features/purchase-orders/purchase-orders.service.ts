import { and, count, eq, inArray } from 'drizzle-orm';
import {
  PENDING_PURCHASE_ORDER_STATUSES,
  PURCHASE_ORDER_CLOSED,
  type CreatePurchaseOrderParsed,
  type PurchaseOrder,
  type PurchaseOrderList,
  type PurchaseOrderListQuery,
} from '@shared/purchase-orders/purchase-orders.schemas';
import type { Deps } from '@server/deps';
import type { Tx } from '@server/db/client';
import { products, purchaseOrderLines, purchaseOrders } from '@server/db/schema/index';
import { conflict, notFound } from '@server/lib/app-error';
import { nextNumber } from '@server/lib/counters';
import { orderHeaders, readOrder, withLines } from './purchase-order-read';
import { proposal } from './proposal';
import { checkSupplier } from './supplier-check';

export const ORDER_CLOSED_TEXT = 'This purchase order is already received or cancelled';

const pending = inArray(purchaseOrders.status, [...PENDING_PURCHASE_ORDER_STATUSES]);

/** Each named product of the shop with its cost; 404 when one is not the shop's. */
async function productCosts(tx: Tx, merchantId: string, ids: string[]) {
  const rows = await tx
    .select({ id: products.id, costPrice: products.costPrice })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids)));
  if (rows.length !== ids.length) throw notFound('Product');
  return new Map(rows.map((row) => [row.id, row.costPrice]));
}

export function createPurchaseOrdersService({ db, clock }: Deps) {
  const found = async (merchantId: string, id: string) => {
    const order = await readOrder(db, merchantId, id);
    if (!order) throw notFound('Purchase order');
    return order;
  };

  return {
    /** A new open order numbered PO-000001 per shop; a line without a cost takes the product's. */
    async create(
      merchantId: string,
      input: CreatePurchaseOrderParsed,
      staffId: string | null,
    ): Promise<PurchaseOrder> {
      const id = await db.transaction(async (tx) => {
        await checkSupplier(tx, merchantId, input.supplierId);
        const costs = await productCosts(
          tx,
          merchantId,
          input.lines.map((line) => line.productId),
        );
        const [order] = await tx
          .insert(purchaseOrders)
          .values({
            merchantId,
            number: await nextNumber(tx, merchantId, 'purchase_order'),
            supplierId: input.supplierId,
            note: input.note ?? null,
            createdBy: staffId,
          })
          .returning({ id: purchaseOrders.id });
        await tx.insert(purchaseOrderLines).values(
          input.lines.map((line, position) => ({
            purchaseOrderId: order!.id,
            merchantId,
            productId: line.productId,
            position,
            quantity: line.quantity,
            unitCost:
              line.unitCost === null || line.unitCost === undefined
                ? (costs.get(line.productId) ?? null)
                : line.unitCost.toFixed(4),
          })),
        );
        return order!.id;
      });
      return found(merchantId, id);
    },

    get: found,

    /** Newest first; `pending` is open and partly received orders. */
    async list(
      merchantId: string,
      query: Required<Pick<PurchaseOrderListQuery, 'status'>> & {
        supplierId?: string;
        page: number;
        pageSize: number;
      },
    ): Promise<PurchaseOrderList> {
      const where = and(
        query.status === 'pending'
          ? pending
          : query.status === 'all'
            ? undefined
            : eq(purchaseOrders.status, query.status),
        query.supplierId ? eq(purchaseOrders.supplierId, query.supplierId) : undefined,
      );
      const headers = await orderHeaders(db, merchantId, where)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.merchantId, merchantId), where));
      return {
        items: await withLines(db, merchantId, headers),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Cancels an order still waiting for goods; a received or cancelled one is 409. */
    async cancel(merchantId: string, id: string): Promise<PurchaseOrder> {
      const [cancelled] = await db
        .update(purchaseOrders)
        .set({ status: 'cancelled', cancelledAt: clock(), updatedAt: clock() })
        .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.merchantId, merchantId), pending))
        .returning({ id: purchaseOrders.id });
      const order = await found(merchantId, id);
      if (!cancelled) {
        throw conflict(ORDER_CLOSED_TEXT, { reason: PURCHASE_ORDER_CLOSED, status: order.status });
      }
      return order;
    },

    proposal: (merchantId: string, supplierId: string | undefined) =>
      proposal(db, clock(), merchantId, supplierId),
  };
}
