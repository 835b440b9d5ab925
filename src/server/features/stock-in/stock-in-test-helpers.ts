import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { purchaseOrderLines, purchaseOrders, suppliers } from '@server/db/schema/index';
import { call, type TestApp } from '@server/test/test-app';

let serial = 0;

/** A supplier of the shop, straight into the table. */
export async function insertSupplier(t: TestApp, merchantId: string, name = 'Makro Crown Mines') {
  const [row] = await t.deps.db
    .insert(suppliers)
    .values({ merchantId, name, contact: 'Thabo' })
    .returning({ id: suppliers.id });
  return row!.id;
}

/** A purchase order (its own branch's routes write these) with its lines, straight into the tables. */
export async function insertPurchaseOrder(
  t: TestApp,
  merchantId: string,
  supplierId: string,
  lines: { productId: string; quantity: number }[],
  status: 'open' | 'cancelled' | 'received' = 'open',
) {
  serial += 1;
  const [order] = await t.deps.db
    .insert(purchaseOrders)
    .values({ merchantId, supplierId, number: `PO-9${String(serial).padStart(5, '0')}`, status })
    .returning({ id: purchaseOrders.id });
  await t.deps.db
    .insert(purchaseOrderLines)
    .values(
      lines.map((l, i) => ({ purchaseOrderId: order!.id, merchantId, position: i + 1, ...l })),
    );
  return order!.id;
}

export async function purchaseOrderState(t: TestApp, id: string) {
  const [order] = await t.deps.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  const lines = await t.deps.db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, id));
  return { status: order!.status, received: lines.map((l) => l.quantityReceived) };
}

/** The stock-in calls with one token (the owner's or a member of staff's). */
export function stockInCalls(t: TestApp, token: string) {
  return {
    receive: (body: unknown, headers: Record<string, string> = {}) =>
      call(t.app, 'POST', '/api/stock-receipts', { token, body, headers }),
    async received(body: unknown) {
      const res = await call(t.app, 'POST', '/api/stock-receipts', { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string; number: string; lines: { batchId: string | null }[] };
    },
    product: async (id: string) =>
      (await call(t.app, 'GET', `/api/products/${id}`, { token })).body as {
        stock: number;
        costPrice: string | null;
      },
    writeOff: (productId: string, body: unknown) =>
      call(t.app, 'POST', `/api/products/${productId}/write-offs`, { token, body }),
    expiring: (days = 30) => call(t.app, 'GET', `/api/stock/expiring?days=${days}`, { token }),
    alerts: () => call(t.app, 'GET', '/api/stock-alerts', { token }),
  };
}
