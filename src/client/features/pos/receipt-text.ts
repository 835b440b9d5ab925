import { formatRandDecimal } from '@shared/money/money';
import { vatLabel } from '@shared/money/vat-label';
import type { PosSale } from '@shared/pos/pos.schemas';
import { paymentLabel, receiptDateTime } from '@shared/pos/receipt-format';
import { formatDay } from '@shared/time/format';

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
