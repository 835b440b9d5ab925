import type { PurchaseOrder } from '@shared/purchase-orders/purchase-orders.schemas';
import { smsLink, whatsappLink } from '@client/lib/share-links';

/**
 * A purchase order as a message to the supplier: the shop, the order's heading, then one line per
 * product ("24 x Sunfoil 2L"), and the note when there is one.
 */
export function orderMessage(
  order: Pick<PurchaseOrder, 'lines' | 'note'>,
  shopName: string,
  heading: string,
): string {
  const lines = order.lines.map((line) => `${line.quantity} x ${line.productName}`);
  return [shopName, heading, '', ...lines, ...(order.note ? ['', order.note] : [])].join('\n');
}

export const orderWhatsapp = (order: PurchaseOrder, text: string) =>
  whatsappLink(order.supplierPhone, text);
export const orderSms = (order: PurchaseOrder, text: string) => smsLink(order.supplierPhone, text);
