import { formatRandDecimal } from '@shared/money/money';
import type { PosSale } from '@shared/pos/pos.schemas';
import { paymentLabel } from './labels';
import { posText } from './pos-text';
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

/** The receipt as plain text in the app's language, for sharing by WhatsApp. */
export function receiptText(sale: PosSale, shopName: string): string {
  const { t } = posText;
  const lines = [
    shopName,
    t('receipt', { number: sale.saleNumber }),
    receiptDateTime(sale.createdAt),
    '',
    ...sale.items.map(
      (item) =>
        `${item.quantity} x ${item.name} @ ${formatRandDecimal(item.unitPrice)} = ${formatRandDecimal(item.subtotal)}`,
    ),
    '',
    `${t('subtotal')}: ${formatRandDecimal(sale.subtotal)}`,
    ...(sale.vatPercent > 0
      ? [`${t('vat', { percent: sale.vatPercent })}: ${formatRandDecimal(sale.tax)}`]
      : []),
    `${t('total')}: ${formatRandDecimal(sale.total)}`,
    `${t('text.paidBy')}: ${paymentLabel(sale.paymentMethod)}`,
  ];
  if (sale.cashTendered && sale.changeDue) {
    lines.push(
      `${t('cashReceived')}: ${formatRandDecimal(sale.cashTendered)}`,
      `${t('changeRow')}: ${formatRandDecimal(sale.changeDue)}`,
    );
  }
  for (const part of sale.instalments) {
    lines.push(
      `${t('text.instalment', { sequence: part.sequence })}: ${t('text.instalmentDue', {
        amount: formatRandDecimal(part.amount),
        date: formatDay(part.dueDate),
      })}`,
    );
  }
  return lines.join('\n');
}
