import { useState } from 'react';
import type { PurchaseOrder } from '@shared/purchase-orders/purchase-orders.schemas';
import type { ReceiveLine } from '../receive-lines';

/** A cost per unit excl VAT of the order (up to 4 decimals) as the rand amount typed on a line. */
const asRand = (cost: string | null) =>
  cost === null ? '' : (Math.round(Number(cost) * 100) / 100).toFixed(2);

/** The order's open lines (what is still to come), in units at the order's cost excl VAT. */
export function openLinesOf(order: PurchaseOrder): ReceiveLine[] {
  return order.lines
    .filter((line) => line.quantity > line.quantityReceived)
    .map((line) => ({
      productId: line.productId,
      name: line.productName,
      countedIn: 'unit',
      quantity: String(line.quantity - line.quantityReceived),
      caseSize: '',
      cost: asRand(line.unitCost),
      expiryDate: '',
      dateMark: '',
    }));
}

/** Fills the delivery once from a purchase order when it has loaded ("Receive" on the order). */
export function useOrderLines(
  order: PurchaseOrder | undefined,
  fill: (filled: { supplierId: string; lines: ReceiveLine[] }) => void,
) {
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (order && filledFrom !== order.id) {
    setFilledFrom(order.id);
    fill({ supplierId: order.supplierId, lines: openLinesOf(order) });
  }
}
