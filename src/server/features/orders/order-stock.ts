import type { OrderStatus } from '@shared/orders/orders.schemas';
import type { Tx } from '@server/db/client';
import { changeStock, type StockReason } from '@server/domain/stock/stock';
import { refuseExpiredSale } from '@server/domain/stock/batches';

/** A live order holds its items' stock; a cancelled one holds none. */
export const holdsStock = (status: OrderStatus) => status !== 'cancelled';

/**
 * Moves stock from what the order held before to what it holds now; taking more of a product
 * with use-by units past their date (on `today`, Johannesburg) is refused 422 EXPIRED_STOCK.
 */
export async function moveHeldStock(
  tx: Tx,
  merchantId: string,
  orderId: string,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  reason: StockReason,
  today: string,
) {
  const ids = new Set([...before.keys(), ...after.keys()]);
  const changes = [...ids]
    .map((productId) => ({
      productId,
      delta: (before.get(productId) ?? 0) - (after.get(productId) ?? 0),
    }))
    .filter((change) => change.delta !== 0);
  if (changes.length === 0) return;
  const taken = changes.filter((change) => change.delta < 0).map((change) => change.productId);
  if (taken.length > 0) await refuseExpiredSale(tx, merchantId, taken, today);
  await changeStock(tx, merchantId, changes, {
    reason,
    referenceType: 'order',
    referenceId: orderId,
  });
}

/** Why stock moved when an order went from one status to another. */
export function stockReason(from: OrderStatus, to: OrderStatus): StockReason {
  if (holdsStock(from) && !holdsStock(to)) return 'order_cancelled';
  if (!holdsStock(from) && holdsStock(to)) return 'order_reserved';
  return 'order_edited';
}
