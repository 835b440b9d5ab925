import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CreateStockReceiptParsed } from '@shared/stock-in/stock-in.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Tx } from '../../db/client';
import {
  productCaseSizes,
  purchaseOrders,
  stockBatches,
  stockReceiptLines,
  stockReceipts,
} from '../../db/schema';
import { changeStock } from './stock';
import { nextNumber } from '../../lib/counters';
import {
  openPurchaseOrder,
  receiptTotalCents,
  receivedLines,
  refuseForeignSupplier,
  type ReceivedLine,
} from './receipt-lines';

/**
 * Each product's cost per unit becomes the weighted average of the stock on the shelf and what
 * arrived: (stock x cost + units x unit cost) / (stock + units); with no stock or no known cost,
 * what arrived. Run before the stock goes up (it reads the stock before the delivery).
 */
async function averageCosts(tx: Tx, merchantId: string, lines: readonly ReceivedLine[]) {
  const byProduct = new Map<string, { units: number; cost: number }>();
  for (const l of lines) {
    const sum = byProduct.get(l.productId) ?? { units: 0, cost: 0 };
    byProduct.set(l.productId, {
      units: sum.units + l.units,
      cost: sum.cost + l.units * l.unitCostPerUnit,
    });
  }
  const ids = [...byProduct.keys()];
  const units = ids.map((id) => byProduct.get(id)!.units);
  const costs = ids.map((id) => byProduct.get(id)!.cost.toFixed(4));
  await tx.execute(sql`
    update products p set cost_price = case
        when p.cost_price is null or p.stock <= 0 then round(w.cost / w.units, 4)
        else round((p.stock * p.cost_price + w.cost) / (p.stock + w.units), 4) end,
      updated_at = now()
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(units)}::integer[],
                ${sql.param(costs)}::numeric[]) as w(product_id, units, cost)
    where p.id = w.product_id and p.merchant_id = ${merchantId}::uuid`);
}

/** Moves the order's lines on by what arrived, then its status: received once every line is. */
async function receiveAgainstOrder(tx: Tx, orderId: string, lines: readonly ReceivedLine[]) {
  // One statement for every line; a product received in two lines (two batches) adds both.
  await tx.execute(sql`
    update purchase_order_lines l set quantity_received = l.quantity_received + w.units
    from (select product_id, sum(units)::integer as units
          from unnest(${sql.param(lines.map((l) => l.namedProductId))}::uuid[],
                      ${sql.param(lines.map((l) => l.quantity))}::integer[]) as u(product_id, units)
          group by product_id) as w
    where l.purchase_order_id = ${orderId}::uuid and l.product_id = w.product_id`);
  await tx
    .update(purchaseOrders)
    .set({
      status: sql`case when exists (select 1 from purchase_order_lines l
        where l.purchase_order_id = ${orderId}::uuid and l.quantity_received < l.quantity)
        then 'partially_received' else 'received' end`,
      updatedAt: sql`now()`,
    })
    .where(eq(purchaseOrders.id, orderId));
}

/** The case size of each line received in cases, remembered for its product and supplier. */
async function rememberCaseSizes(
  tx: Tx,
  merchantId: string,
  supplierId: string,
  lines: readonly ReceivedLine[],
) {
  const sized = new Map<string, number>();
  for (const l of lines) if (l.caseSize) sized.set(l.namedProductId, l.caseSize);
  if (sized.size === 0) return;
  await tx
    .insert(productCaseSizes)
    .values(
      [...sized].map(([productId, caseSize]) => ({ merchantId, productId, supplierId, caseSize })),
    )
    .onConflictDoUpdate({
      target: [productCaseSizes.productId, productCaseSizes.supplierId],
      set: { caseSize: sql`excluded.case_size`, updatedAt: sql`now()` },
    });
}

/**
 * One delivery or wholesaler run, in the caller's transaction: numbered REC-000001, stock up in
 * units (a `received` movement naming the receipt and who received it), costs averaged, a batch
 * per dated line, case sizes remembered, and the purchase order moved on. Returns its id.
 */
export async function receiveStock(
  tx: Tx,
  merchantId: string,
  input: CreateStockReceiptParsed,
  staffId: string | null,
  now: Date,
): Promise<string> {
  const lines = await receivedLines(tx, merchantId, input.lines);
  let supplierId = input.supplierId ?? null;
  if (supplierId) await refuseForeignSupplier(tx, merchantId, supplierId);
  const order = input.purchaseOrderId
    ? await openPurchaseOrder(tx, merchantId, input.purchaseOrderId, supplierId, input.lines)
    : null;
  supplierId ??= order?.supplierId ?? null;
  const [receipt] = await tx
    .insert(stockReceipts)
    .values({
      merchantId,
      number: await nextNumber(tx, merchantId, 'stock_receipt'),
      supplierId,
      purchaseOrderId: order?.id ?? null,
      invoiceNumber: input.invoiceNumber ?? null,
      note: input.note ?? null,
      totalCost: centsToDecimal(receiptTotalCents(input.lines)),
      receivedBy: staffId,
      createdAt: now,
    })
    .returning({ id: stockReceipts.id });
  const receiptId = receipt!.id;
  // Each dated line makes a batch; the ids are chosen here so batches and lines are two inserts.
  const batchIds = lines.map((l) => (l.expiryDate && l.dateMark ? randomUUID() : null));
  const batches = lines.flatMap((line, i) =>
    batchIds[i] && line.expiryDate && line.dateMark
      ? [
          {
            id: batchIds[i],
            merchantId,
            productId: line.productId,
            receiptId,
            expiryDate: line.expiryDate,
            dateMark: line.dateMark,
            quantityReceived: line.units,
            quantity: line.units,
            createdAt: now,
          },
        ]
      : [],
  );
  if (batches.length > 0) await tx.insert(stockBatches).values(batches);
  const rows = lines.map((line, position): typeof stockReceiptLines.$inferInsert => ({
    receiptId,
    merchantId,
    position: position + 1,
    productId: line.productId,
    quantity: line.units,
    unitCost: line.unitCostPerUnit.toFixed(4),
    caseSize: line.caseSize ?? null,
    expiryDate: line.expiryDate ?? null,
    dateMark: line.dateMark ?? null,
    batchId: batchIds[position] ?? null,
  }));
  await tx.insert(stockReceiptLines).values(rows);
  await averageCosts(tx, merchantId, lines);
  await changeStock(
    tx,
    merchantId,
    lines.map((l) => ({ productId: l.productId, delta: l.units })),
    { reason: 'received', referenceType: 'stock_receipt', referenceId: receiptId, staffId },
  );
  if (supplierId) await rememberCaseSizes(tx, merchantId, supplierId, lines);
  if (order) await receiveAgainstOrder(tx, order.id, lines);
  return receiptId;
}
