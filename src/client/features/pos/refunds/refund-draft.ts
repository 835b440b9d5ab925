import { toCents, type Cents } from '@shared/money/money';
import type { PosSale } from '@shared/pos/pos.schemas';
import { refundAmounts, type RefundableSale } from '@shared/pos/refund-amounts';
import type { CreateRefund } from '@shared/pos/refund.schemas';
import {
  REFUND_REASONS,
  VOID_WINDOW_MINUTES,
  WRITE_OFF_REASONS,
  type RefundReason,
} from '@shared/pos/refund-constants';

/** The reasons a cashier picks from; `void` is the receipt's one-tap button, not a choice. */
export const CHOSEN_REASONS = REFUND_REASONS.filter((reason) => reason !== 'void');

/** Units to refund per product, as chosen on the dialog. */
export type RefundQuantities = Readonly<Record<string, number>>;

/** A product of the sale with what can still be refunded of it (a product may sit on two lines). */
export interface RefundableProduct {
  productId: string;
  name: string;
  sold: number;
  remaining: number;
}

const cents = (decimal: string) => toCents(decimal) ?? 0;

/** The sale as the shared refund rule reads it. */
export const refundableSale = (sale: PosSale): RefundableSale => ({
  lines: sale.items.map((item) => ({
    productId: item.productId,
    quantity: item.quantity,
    refundedQuantity: item.refundedQuantity,
    subtotal: cents(item.subtotal),
  })),
  total: cents(sale.total),
  tax: cents(sale.tax),
});

/** Each product once, in the sale's order, with what is left to refund of it. */
export function refundableProducts(sale: PosSale): RefundableProduct[] {
  const products = new Map<string, RefundableProduct>();
  for (const item of sale.items) {
    const known = products.get(item.productId);
    const left = Math.max(0, item.quantity - item.refundedQuantity);
    if (known) {
      known.sold += item.quantity;
      known.remaining += left;
    } else {
      products.set(item.productId, {
        productId: item.productId,
        name: item.name,
        sold: item.quantity,
        remaining: left,
      });
    }
  }
  return [...products.values()];
}

/** Everything that is left: each product at its remaining units. */
export const everything = (sale: PosSale): RefundQuantities =>
  Object.fromEntries(
    refundableProducts(sale)
      .filter((product) => product.remaining > 0)
      .map((product) => [product.productId, product.remaining]),
  );

/** A stepper's next value, kept between 0 and what remains. */
export const stepTo = (wanted: number, remaining: number) =>
  Math.min(Math.max(0, Math.trunc(wanted)), remaining);

/** The refund's lines: the products with at least one unit chosen. */
export const refundLines = (quantities: RefundQuantities) =>
  Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));

/** Goods come back on the shelf unless the reason writes them off (damaged, expired). */
export const restocksFor = (reason: RefundReason) => !WRITE_OFF_REASONS.includes(reason);

/** What the chosen units return, by the rule the server applies; null when nothing is chosen. */
export function refundPreview(
  sale: PosSale,
  quantities: RefundQuantities,
): { amount: Cents; vat: Cents } | null {
  const lines = refundLines(quantities);
  if (lines.length === 0) return null;
  const answer = refundAmounts(refundableSale(sale), lines);
  return answer.ok ? { amount: answer.amount, vat: answer.vat } : null;
}

/** A void: every remaining unit, reason `void`, back on the shelf. */
export const voidBody = (sale: PosSale): CreateRefund => ({
  lines: refundLines(everything(sale)),
  reason: 'void',
  restock: true,
});

/** Milliseconds left to void this sale: only a whole, untouched sale that reached the server. */
export function voidTimeLeft(sale: PosSale, now: number): number {
  if (sale.status !== 'completed' || !sale.receiptToken || cents(sale.refundedAmount) > 0) return 0;
  return Math.max(0, Date.parse(sale.createdAt) + VOID_WINDOW_MINUTES * 60_000 - now);
}

/** Whether anything of the sale can still be refunded (a sale still waiting offline cannot). */
export const refundable = (sale: Pick<PosSale, 'status' | 'receiptToken'>) =>
  sale.status !== 'refunded' && sale.receiptToken !== null;
