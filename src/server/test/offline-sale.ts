import { centsToDecimal } from '@shared/money/money';
import { saleTotals, VAT_PERCENT } from '@shared/money/vat';

/** What a till queues offline: its own prices (cents) per line, time, receipt number and VAT. */
export function offlineSaleBody(
  lines: [{ id: string }, number, number][],
  offline: {
    receiptNumber: string;
    soldAt: Date;
    vatPercent?: 0 | typeof VAT_PERCENT;
    paymentMethod?: string;
  },
) {
  const vatPercent = offline.vatPercent ?? VAT_PERCENT;
  const totals = saleTotals(
    lines.map(([, quantity, price]) => price * quantity),
    vatPercent,
  );
  return {
    items: lines.map(([p, quantity, price]) => ({
      productId: p.id,
      quantity,
      unitPrice: centsToDecimal(price),
      subtotal: centsToDecimal(price * quantity),
    })),
    subtotal: centsToDecimal(totals.subtotal),
    tax: centsToDecimal(totals.tax),
    total: centsToDecimal(totals.total),
    paymentMethod: offline.paymentMethod ?? 'cash',
    offline: {
      receiptNumber: offline.receiptNumber,
      soldAt: offline.soldAt.toISOString(),
      vatPercent,
    },
  };
}
