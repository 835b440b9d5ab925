import { and, eq } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import { overLimit } from '@shared/money/limits';
import { fillPhrase } from '@shared/i18n/phrase';
import { priceOrder } from '@shared/orders/order-totals';
import type { Tx } from '@server/db/client';
import { customers, orderItems } from '@server/db/schema/index';
import { AppError, notFound } from '@server/lib/app-error';
import type { ResolvedLine } from './order-lines';

/** A customer of another shop is not found (404), never attached to this shop's order. */
export async function refuseForeignCustomer(tx: Tx, merchantId: string, customerId: string | null) {
  if (!customerId) return;
  const [found] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.merchantId, merchantId)));
  if (!found) throw notFound('Customer');
}

/** Prices and writes the items; refused (400) past the money limits of a line and an order. */
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
    const message = fillPhrase(tooMuch);
    throw new AppError('VALIDATION', tooMuch, { issues: [{ field: 'items', message }] });
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
      unitCost: line.unitCost,
    })),
  );
  return centsToDecimal(priced.total);
}
