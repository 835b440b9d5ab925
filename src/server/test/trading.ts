import { centsToDecimal, toCents } from '@shared/money/money';
import { priceSale } from '@shared/pos/sale-totals';
import type { Discount } from '@shared/money/discount';
import type { DiscountInput } from '@shared/pos/discount.schemas';
import { call, type TestApp } from './test-app';

/** Moves the server clock to an exact instant. */
export const setClock = (t: TestApp, iso: string) =>
  t.advance(new Date(iso).getTime() - t.deps.clock().getTime());

type Priced = { id: string; price: string };

/** A discount as sent ("2.00" or 12.5) as the pricing reads it (cents or a percent). */
export const discountOf = (input: DiscountInput | undefined): Discount | null => {
  if (!input) return null;
  return input.kind === 'amount'
    ? { kind: 'amount', amount: toCents(input.amount)! }
    : { kind: 'percent', percent: input.percent };
};

/** The payload the till sends for a cart: its own prices, discounts and totals. */
export function tillCart(
  lines: [Priced, number, DiscountInput?][],
  extra: Record<string, unknown> & { discount?: DiscountInput } = {},
) {
  const priced = priceSale(
    lines.map(([product, quantity, discount]) => ({
      listPrice: toCents(product.price)!,
      quantity,
      discount: discountOf(discount),
    })),
    undefined,
    discountOf(extra.discount),
  );
  return {
    customerId: null,
    items: lines.map(([product, quantity, discount], i) => ({
      productId: product.id,
      quantity,
      unitPrice: centsToDecimal(priced.lines[i]!.unitPrice),
      subtotal: centsToDecimal(priced.lines[i]!.subtotal),
      ...(discount ? { discount } : {}),
    })),
    subtotal: centsToDecimal(priced.subtotal),
    tax: centsToDecimal(priced.tax),
    total: centsToDecimal(priced.total),
    paymentMethod: 'cash',
    status: 'completed',
    ...extra,
  };
}

/** Rings up a cart at the till (201 expected); returns the sale. */
export async function ringUp(
  t: TestApp,
  token: string,
  lines: [Priced, number][],
  customerId: string | null = null,
) {
  const sale = await call(t.app, 'POST', '/api/pos-sales', {
    token,
    body: tillCart(lines, { customerId }),
  });
  if (sale.status !== 201) throw new Error(`sale refused: ${JSON.stringify(sale.body)}`);
  return sale.body as { id: string; total: string };
}

/** Places an order through the API (201 expected). */
export async function placeOrder(
  t: TestApp,
  token: string,
  body: {
    customerId?: string | null;
    status?: string;
    items: { productId: string; quantity: number }[];
  },
) {
  const order = await call(t.app, 'POST', '/api/orders', { token, body });
  if (order.status !== 201) throw new Error(`order refused: ${JSON.stringify(order.body)}`);
  return order.body as { id: string; totalAmount: string };
}
