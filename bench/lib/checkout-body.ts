import { centsToDecimal } from '../../src/shared/money/money';
import { saleTotals } from '../../src/shared/money/vat';
import type { BenchData } from '../../src/server/test/load-data';

/** The till's sale of the bench basket, as the API takes it. */
export function checkoutBody(data: BenchData) {
  const lines = data.basket.map((l) => ({ unitCents: l.priceCents, quantity: l.quantity }));
  const totals = saleTotals(lines.map((l) => l.unitCents * l.quantity));
  return JSON.stringify({
    customerId: null,
    items: data.basket.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      unitPrice: centsToDecimal(l.priceCents),
      subtotal: centsToDecimal(l.priceCents * l.quantity),
    })),
    subtotal: centsToDecimal(totals.subtotal),
    tax: centsToDecimal(totals.tax),
    total: centsToDecimal(totals.total),
    paymentMethod: 'cash',
    status: 'completed',
  });
}
