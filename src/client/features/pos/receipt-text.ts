import { formatRandDecimal } from '@shared/money/money';
import { vatLabel } from '@shared/money/vat-label';
import type { PosSale } from '@shared/pos/pos.schemas';
import { paymentLabel, receiptDateTime } from '@shared/pos/receipt-format';
import { formatDay } from '@shared/time/format';

/** The customer's receipt page for a synced sale; none for one still waiting offline. */
export const receiptLink = (sale: PosSale, origin: string) =>
  sale.receiptToken ? `${origin}/r/${sale.receiptToken}` : null;

/** The receipt as plain text, for sharing by WhatsApp or SMS, with its link when it has one. */
export function receiptText(sale: PosSale, shopName: string, origin?: string): string {
  const lines = [
    shopName,
    `Receipt ${sale.saleNumber}`,
    receiptDateTime(sale.createdAt),
    '',
    ...sale.items.map(
      (item) =>
        `${item.quantity} x ${item.name} @ ${formatRandDecimal(item.unitPrice)} = ${formatRandDecimal(item.subtotal)}`,
    ),
    '',
    `Subtotal: ${formatRandDecimal(sale.subtotal)}`,
    ...(vatLabel(sale.vatPercent)
      ? [`${vatLabel(sale.vatPercent)}: ${formatRandDecimal(sale.tax)}`]
      : []),
    `Total: ${formatRandDecimal(sale.total)}`,
    `Paid by: ${paymentLabel(sale.paymentMethod)}`,
  ];
  if (sale.cashTendered && sale.changeDue) {
    lines.push(
      `Cash received: ${formatRandDecimal(sale.cashTendered)}`,
      `Change: ${formatRandDecimal(sale.changeDue)}`,
    );
  }
  for (const part of sale.instalments) {
    lines.push(
      `Instalment ${part.sequence}: ${formatRandDecimal(part.amount)} due ${formatDay(part.dueDate)}`,
    );
  }
  const link = origin ? receiptLink(sale, origin) : null;
  if (link) lines.push('', `Your receipt: ${link}`);
  return lines.join('\n');
}

/** WhatsApp straight to the named customer's number (digits only), or the share sheet without one. */
export function whatsappHref(sale: PosSale, shopName: string, origin: string): string {
  const to = sale.customerPhone ? sale.customerPhone.replace(/\D/g, '') : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(receiptText(sale, shopName, origin))}`;
}

/** An SMS to the customer (any number when the sale names none) carrying the receipt link. */
export function smsHref(sale: PosSale, shopName: string, origin: string): string {
  const link = receiptLink(sale, origin);
  const body = link
    ? `${shopName}: receipt ${sale.saleNumber}, ${link}`
    : receiptText(sale, shopName, origin);
  return `sms:${sale.customerPhone ?? ''}?body=${encodeURIComponent(body)}`;
}
