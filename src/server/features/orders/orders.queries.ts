import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  type Order,
  type OrderCounts,
  type OrderListQueryParsed,
  type OrderListResponse,
} from '@shared/orders/orders.schemas';
import type { Db, Tx } from '@server/db/client';
import { customers, orderItems, orders, products, refunds } from '@server/db/schema/index';

type Reader = Db | Tx;

const orderColumns = {
  order: orders,
  customerName: customers.name,
  creditNoteNumber: sql<string | null>`(select ${refunds.creditNoteNumber} from ${refunds}
    where ${refunds.merchantId} = ${orders.merchantId} and ${refunds.orderId} = ${orders.id}
    order by ${refunds.createdAt} desc, ${refunds.creditNoteNumber} desc limit 1)`,
};

const withCustomer = (reader: Reader) =>
  reader
    .select(orderColumns)
    .from(orders)
    .leftJoin(
      customers,
      and(eq(customers.id, orders.customerId), eq(customers.merchantId, orders.merchantId)),
    );

type OrderRow = {
  order: typeof orders.$inferSelect;
  customerName: string | null;
  creditNoteNumber: string | null;
};
type ItemRow = { item: typeof orderItems.$inferSelect; listPrice: string | null };

function toOrder(
  { order, customerName, creditNoteNumber }: OrderRow,
  items: readonly ItemRow[],
): Order {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    customerName,
    totalAmount: order.totalAmount,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    orderType: order.orderType,
    language: order.language,
    items: items.map(({ item: i, listPrice }) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      totalPrice: i.totalPrice,
      listPrice: listPrice ?? i.unitPrice,
    })),
    creditNoteNumber,
    createdAt: order.createdAt.toISOString(),
    version: order.version,
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** Orders with their items and customer names, in a constant number of queries. */
async function withItems(reader: Reader, merchantId: string, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await reader
    .select({ item: orderItems, listPrice: products.price })
    .from(orderItems)
    .leftJoin(
      products,
      and(eq(products.id, orderItems.productId), eq(products.merchantId, orderItems.merchantId)),
    )
    .where(
      and(
        eq(orderItems.merchantId, merchantId),
        inArray(
          orderItems.orderId,
          rows.map((r) => r.order.id),
        ),
      ),
    )
    .orderBy(orderItems.productName);
  const byOrder = new Map<string, ItemRow[]>();
  for (const row of items) {
    const list = byOrder.get(row.item.orderId);
    if (list) list.push(row);
    else byOrder.set(row.item.orderId, [row]);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.order.id) ?? []));
}

export async function loadOrder(
  reader: Reader,
  merchantId: string,
  id: string,
): Promise<Order | null> {
  const rows = await withCustomer(reader).where(
    and(eq(orders.id, id), eq(orders.merchantId, merchantId)),
  );
  const [order] = await withItems(reader, merchantId, rows);
  return order ?? null;
}

/** An order's lines as stored, in the order's answer's order (by name). */
export const orderLines = (tx: Tx, merchantId: string, orderId: string) =>
  tx
    .select({
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      totalPrice: orderItems.totalPrice,
    })
    .from(orderItems)
    .where(and(eq(orderItems.merchantId, merchantId), eq(orderItems.orderId, orderId)))
    .orderBy(orderItems.productName);

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(orders.orderNumber, pattern), ilike(customers.name, pattern));
}

export async function listOrders(
  db: Db,
  merchantId: string,
  query: OrderListQueryParsed,
): Promise<OrderListResponse> {
  const where = and(
    eq(orders.merchantId, merchantId),
    query.status === 'all' ? undefined : eq(orders.status, query.status),
    searchFilter(query.search),
  );
  const [rows, [total], byStatus] = await Promise.all([
    withCustomer(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(orders)
      .leftJoin(
        customers,
        and(eq(customers.id, orders.customerId), eq(customers.merchantId, orders.merchantId)),
      )
      .where(where),
    db
      .select({ status: orders.status, value: count() })
      .from(orders)
      .where(eq(orders.merchantId, merchantId))
      .groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderCounts;
  for (const row of byStatus) counts[row.status] = row.value;
  return {
    items: await withItems(db, merchantId, rows),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
