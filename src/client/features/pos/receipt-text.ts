import { formatRandDecimal } from '@shared/money/money';
import { vatLabel } from '@shared/money/vat-label';
import type { PosSale } from '@shared/pos/pos.schemas';
import { paymentLabel } from './labels';
import { formatDay } from '@shared/time/format';

const receiptTime = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
});

/** The sale's date and time in Johannesburg, e.g. "23 Nov 2026, 14:05". */
export function receiptDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '—' : receiptTime.format(at);
}

/** The receipt as plain text, for sharing by WhatsApp. */
export function receiptText(sale: PosSale, shopName: string): string {
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
  return lines.join('\n');
}
