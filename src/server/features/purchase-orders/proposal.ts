import { and, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { ProposalLine } from '@shared/purchase-orders/purchase-orders.schemas';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';
import type { Db } from '@server/db/client';
import {
  orderItems,
  orders,
  posDailyProducts,
  products,
  stockReceiptLines,
  stockReceipts,
} from '@server/db/schema/index';
import { johannesburgDaysBefore } from '@server/lib/time-sql';
import { checkSupplier } from './supplier-check';
import { PROPOSAL_DAYS, proposedQuantity, unitsByBase } from './proposal-quantity';

/** Units sold per product in the last four weeks (today included): till and completed orders. */
async function soldSince(db: Db, merchantId: string, now: Date) {
  const till = await db
    .select({
      productId: posDailyProducts.productId,
      units: sql<number>`sum(${posDailyProducts.units})`.mapWith(Number),
    })
    .from(posDailyProducts)
    .where(
      and(
        eq(posDailyProducts.merchantId, merchantId),
        gte(posDailyProducts.day, addDays(johannesburgDate(now), -(PROPOSAL_DAYS - 1))),
      ),
    )
    .groupBy(posDailyProducts.productId);
  const ordered = await db
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.merchantId, merchantId),
        eq(orders.status, 'completed'),
        gte(orders.createdAt, johannesburgDaysBefore(now, PROPOSAL_DAYS - 1)),
      ),
    )
    .groupBy(orderItems.productId);
  const sold = new Map<string, number>();
  for (const row of [...till, ...ordered]) {
    sold.set(row.productId, (sold.get(row.productId) ?? 0) + row.units);
  }
  return sold;
}

/** The cost of the product's last receipt line, else its average cost. */
const lastCost = sql<string | null>`coalesce((select ${stockReceiptLines.unitCost}
  from ${stockReceiptLines} join ${stockReceipts} on ${stockReceipts.id} = ${stockReceiptLines.receiptId}
  where ${stockReceiptLines.productId} = ${products.id}
  order by ${stockReceipts.createdAt} desc, ${stockReceiptLines.position} desc limit 1),
  ${products.costPrice})`;

/**
 * "Order what is low": the active stocked products (of the supplier, when given) at or below
 * their threshold, lowest stock first, each with a quantity from the last four weeks' sales.
 */
export async function proposal(
  db: Db,
  now: Date,
  merchantId: string,
  supplierId: string | undefined,
): Promise<ProposalLine[]> {
  if (supplierId) await checkSupplier(db, merchantId, supplierId);
  const low = await db
    .select({
      productId: products.id,
      productName: products.name,
      stock: products.stock,
      lowStockThreshold: products.lowStockThreshold,
      unitCost: lastCost,
    })
    .from(products)
    .where(
      and(
        eq(products.merchantId, merchantId),
        eq(products.status, 'active'),
        isNull(products.packOf),
        lte(products.stock, products.lowStockThreshold),
        supplierId ? eq(products.supplierId, supplierId) : undefined,
      ),
    )
    .orderBy(products.stock, products.name);
  if (low.length === 0) return [];
  const packs = await db
    .select({ id: products.id, packOf: products.packOf, packUnits: products.packUnits })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), isNotNull(products.packOf)));
  const sold = unitsByBase(
    await soldSince(db, merchantId, now),
    packs.map((pack) => ({ id: pack.id, packOf: pack.packOf!, packUnits: pack.packUnits ?? 1 })),
  );
  return low.map((product) => {
    const soldLastFourWeeks = sold.get(product.productId) ?? 0;
    return {
      ...product,
      soldLastFourWeeks,
      quantity: proposedQuantity(product.stock, product.lowStockThreshold, soldLastFourWeeks),
    };
  });
}
