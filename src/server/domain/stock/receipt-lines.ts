import { and, eq, inArray } from 'drizzle-orm';
import type { CreateStockReceiptParsed } from '@shared/stock-in/stock-in.schemas';
import { phrase } from '@shared/i18n/phrase';
import { atMost, MONEY_LIMITS } from '@shared/money/limits';
import {
  NOT_ON_PURCHASE_ORDER,
  PURCHASE_ORDER_CLOSED,
} from '@shared/purchase-orders/purchase-orders.schemas';
import type { Tx } from '../../db/client';
import { products, purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema';
import { AppError, conflict, notFound, ruleViolation } from '../../lib/app-error';
import { fourDecimals, valueAtCostCents } from './unit-cost';

export const RECEIPT_MESSAGES = {
  otherSupplier: 'The purchase order is to another supplier',
} as const;

type LineInput = CreateStockReceiptParsed['lines'][number];

/** A receipt line as stock takes it: a pack is received as its units of the product it packs. */
export interface ReceivedLine extends LineInput {
  /** The product as named on the slip (a pack, or the product itself). */
  namedProductId: string;
  /** Units of `productId` (the product that holds the stock). */
  units: number;
  /** Cost per unit of `productId`, excluding VAT, four decimals. */
  unitCostPerUnit: number;
}

/** The lines with each pack taken as units of its base product; 404 for another shop's product. */
export async function receivedLines(
  tx: Tx,
  merchantId: string,
  lines: readonly LineInput[],
): Promise<ReceivedLine[]> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const found = await tx
    .select({ id: products.id, packOf: products.packOf, packUnits: products.packUnits })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids)));
  if (found.length < ids.length) throw notFound('Product');
  const byId = new Map(found.map((p) => [p.id, p]));
  return lines.map((line) => {
    const product = byId.get(line.productId)!;
    const per = product.packOf && product.packUnits ? product.packUnits : 1;
    return {
      ...line,
      namedProductId: line.productId,
      productId: product.packOf ?? line.productId,
      units: line.quantity * per,
      unitCostPerUnit: fourDecimals(line.unitCost / per),
    };
  });
}

/** The slip's total in cents (quantity x cost as written, half up); 400 past the amount limit. */
export function receiptTotalCents(lines: readonly LineInput[]): number {
  const lineCents = lines.map((l) => valueAtCostCents(l.unitCost, l.quantity));
  const total = lineCents.reduce((a, b) => a + b, 0);
  if (lineCents.some((c) => c > MONEY_LIMITS.amount) || total > MONEY_LIMITS.amount) {
    throw new AppError('VALIDATION', atMost('Amount', MONEY_LIMITS.amount));
  }
  return total;
}

/** The supplier, when named, is the shop's (404 otherwise). */
export async function refuseForeignSupplier(tx: Tx, merchantId: string, supplierId: string) {
  const [found] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.merchantId, merchantId)));
  if (!found) throw notFound('Supplier');
}

/**
 * The purchase order a receipt is against, locked: 404 for another shop's, 400 when the receipt
 * names another supplier, 409 once cancelled or received, 422 for a product it does not have.
 */
export async function openPurchaseOrder(
  tx: Tx,
  merchantId: string,
  id: string,
  supplierId: string | null,
  lines: readonly LineInput[],
) {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.merchantId, merchantId)))
    .for('update');
  if (!order) throw notFound('Purchase order');
  if (supplierId && supplierId !== order.supplierId) {
    throw new AppError('VALIDATION', RECEIPT_MESSAGES.otherSupplier, {
      issues: [{ field: 'supplierId', message: RECEIPT_MESSAGES.otherSupplier }],
    });
  }
  if (order.status === 'cancelled' || order.status === 'received') {
    const text =
      order.status === 'cancelled'
        ? 'Purchase order {number} was cancelled: it takes no deliveries'
        : 'Purchase order {number} is already received in full';
    throw conflict(phrase(text, { number: order.number }), {
      reason: PURCHASE_ORDER_CLOSED,
      status: order.status,
    });
  }
  const onOrder = await tx
    .select({ productId: purchaseOrderLines.productId })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, id));
  const ordered = new Set(onOrder.map((l) => l.productId));
  const missing = [...new Set(lines.map((l) => l.productId))].filter((p) => !ordered.has(p));
  if (missing.length > 0) {
    const names = await tx
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.merchantId, merchantId), inArray(products.id, missing)));
    throw ruleViolation(
      NOT_ON_PURCHASE_ORDER,
      phrase('{products} is not on purchase order {number}', {
        products: names.map((p) => p.name).join(', '),
        number: order.number,
      }),
      { productIds: missing },
    );
  }
  return order;
}
