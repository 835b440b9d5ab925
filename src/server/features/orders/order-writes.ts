import { centsToDecimal } from '@shared/money/money';
import { overLimit } from '@shared/money/limits';
import { priceOrder } from '@shared/orders/order-totals';
import type { Tx } from '@server/db/client';
import { orderItems } from '@server/db/schema/index';
import { AppError } from '@server/lib/app-error';
import { changeStock, type StockReason } from '@server/lib/stock';
import type { ResolvedLine } from './order-lines';

/** Prices and writes an order's items; refused (400) past the money limits. */
export async function writeItems(
  tx: Tx,
  merchantId: string,
  orderId: string,
  lines: ResolvedLine[],
) {
  const priced = priceOrder(lines);
  const tooMuch = overLimit(
    priced.lines.map((line) => line.total),
    priced.total,
    'order',
  );
  if (tooMuch) {
    throw new AppError('VALIDATION', tooMuch, { issues: [{ field: 'items', message: tooMuch }] });
  }
  await tx.insert(orderItems).values(
    lines.map((line, index) => ({
      merchantId,
      orderId,
      productId: line.productId,
      productName: line.name,
      quantity: line.quantity,
      unitPrice: centsToDecimal(priced.lines[index]!.unitPrice),
      totalPrice: centsToDecimal(priced.lines[index]!.total),
    })),
  );
  return centsToDecimal(priced.total);
}

/** Moves stock from what the order held before to what it holds now. */
export async function moveHeldStock(
  tx: Tx,
  merchantId: string,
  orderId: string,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  reason: StockReason,
) {
  const ids = new Set([...before.keys(), ...after.keys()]);
  const changes = [...ids]
    .map((productId) => ({
      productId,
      delta: (before.get(productId) ?? 0) - (after.get(productId) ?? 0),
    }))
    .filter((change) => change.delta !== 0);
  if (changes.length === 0) return;
  await changeStock(tx, merchantId, changes, {
    reason,
    referenceType: 'order',
    referenceId: orderId,
  });
}
