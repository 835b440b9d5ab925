import { formatRand, formatRandDecimal, toCents } from '../money/money';
import { formatDay } from '../time/format';
import type { PosPaymentMethod, PosSale, PosSaleInstalment, PosSaleItem } from './pos.schemas';

// What a receipt says, written once for the till's dialog and printed slip, the WhatsApp and
// SMS text and the customer's receipt page. Each side passes its own catalogue's words (the
// till its pos catalogue, the server its receipt.* texts); money stays en-ZA and dates are
// worded by time/format.ts.

const PAYMENT_KEYS = {
  cash: 'method.cash',
  card: 'method.card',
  wallet: 'method.wallet',
  credit: 'method.credit',
} as const satisfies Record<PosPaymentMethod, string>;

/** The keys a receipt's words are looked up by, the same in every catalogue that words one. */
export type ReceiptKey =
  | 'receipt'
  | 'sale'
  | 'subtotal'
  | 'discount'
  | 'discountPercent'
  | 'beforeVat'
  | 'vat'
  | 'vatNumber'
  | 'buyer'
  | 'buyerVatNumber'
  | 'pesticide'
  | 'total'
  | 'paymentMethod'
  | (typeof PAYMENT_KEYS)[PosPaymentMethod]
  | 'cashReceived'
  | 'changeRow'
  | 'payLater'
  | 'instalments'
  | 'due'
  | 'thanks';

/** A receipt's words in one language: a catalogue lookup by ReceiptKey with its ICU values. */
export type ReceiptWords = (key: ReceiptKey, values?: Record<string, unknown>) => string;

/** One line of a receipt: what it is and its amount; the total and the change stand out. */
export interface ReceiptRow {
  label: string;
  value: string;
  strong?: boolean;
}

type Amounts = Partial<Pick<PosSale, 'discount' | 'discountPercent'>> &
  Pick<
    PosSale,
    'subtotal' | 'tax' | 'vatPercent' | 'total' | 'paymentMethod' | 'cashTendered' | 'changeDue'
  >;

const cents = (decimal: string | null | undefined) => (decimal ? (toCents(decimal) ?? 0) : 0);

/** "Discount" or "Discount (10%)" and the rand it took off, as "-R1.80"; null for none. */
function discountRow(
  amount: string | null | undefined,
  percent: number | null | undefined,
  words: ReceiptWords,
): ReceiptRow | null {
  const off = cents(amount);
  if (off <= 0) return null;
  return {
    label: percent == null ? words('discount') : words('discountPercent', { percent }),
    value: formatRand(-off),
  };
}

/** A stored method name for people ("Cash", "Ukheshi"); unknown ones are shown as they are. */
export const paymentLabel = (method: string, words: ReceiptWords) =>
  method in PAYMENT_KEYS ? words(PAYMENT_KEYS[method as PosPaymentMethod]) : method;

type ReceiptItem = Pick<
  PosSaleItem,
  'quantity' | 'name' | 'unitPrice' | 'subtotal' | 'discount' | 'discountPercent'
>;

/** "2 x Milk 1L @ R24.99" and the line's R49.98 (before its discount, which follows it). */
export const itemRow = (item: ReceiptItem): ReceiptRow => ({
  label: `${item.quantity} x ${item.name} @ ${formatRandDecimal(item.unitPrice)}`,
  value: formatRand(cents(item.subtotal) + cents(item.discount)),
});

/** A line's rows: the item, then its discount when it has one ("Discount (10%)  -R5.00"). */
export function itemRows(item: ReceiptItem, words: ReceiptWords): ReceiptRow[] {
  const discount = discountRow(item.discount, item.discountPercent, words);
  return discount ? [itemRow(item), discount] : [itemRow(item)];
}

/** A line's own discount row, for layouts that set the item out themselves; null for none. */
export const lineDiscountRow = (item: ReceiptItem, words: ReceiptWords) =>
  discountRow(item.discount, item.discountPercent, words);

/**
 * Subtotal, the sale's discount (when it has one), the total before VAT and the VAT on it (no
 * VAT line at all for a shop that is not VAT registered: CPA s26 with no tax), total, payment method, then cash received and change when
 * the customer paid cash with change due.
 */
export function amountRows(sale: Amounts, words: ReceiptWords): ReceiptRow[] {
  const rows: ReceiptRow[] = [
    { label: words('subtotal'), value: formatRandDecimal(sale.subtotal) },
  ];
  const discount = discountRow(sale.discount, sale.discountPercent, words);
  if (discount) rows.push(discount);
  if (sale.vatPercent > 0) {
    const beforeVat = cents(sale.subtotal) - cents(sale.discount);
    rows.push({ label: words('beforeVat'), value: formatRand(beforeVat) });
    rows.push({
      label: words('vat', { percent: sale.vatPercent }),
      value: formatRandDecimal(sale.tax),
    });
  }
  rows.push(
    { label: words('total'), value: formatRandDecimal(sale.total), strong: true },
    { label: words('paymentMethod'), value: paymentLabel(sale.paymentMethod, words) },
  );
  if (sale.cashTendered && sale.changeDue) {
    rows.push(
      { label: words('cashReceived'), value: formatRandDecimal(sale.cashTendered) },
      { label: words('changeRow'), value: formatRandDecimal(sale.changeDue), strong: true },
    );
  }
  return rows;
}

/** A credit sale's parts: "Pay later" for one, "Instalments" for several; null for none. */
export function instalmentRows(
  instalments: readonly PosSaleInstalment[],
  words: ReceiptWords,
): { heading: string; rows: ReceiptRow[] } | null {
  if (instalments.length === 0) return null;
  return {
    heading: instalments.length === 1 ? words('payLater') : words('instalments'),
    rows: instalments.map((part) => ({
      label: words('due', { sequence: part.sequence, date: formatDay(part.dueDate) }),
      value: formatRandDecimal(part.amount),
    })),
  };
}
