import { formatRandDecimal } from '../money/money';
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
  | 'vat'
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

type Amounts = Pick<
  PosSale,
  'subtotal' | 'tax' | 'vatPercent' | 'total' | 'paymentMethod' | 'cashTendered' | 'changeDue'
>;

/** A stored method name for people ("Cash", "Ukheshi"); unknown ones are shown as they are. */
export const paymentLabel = (method: string, words: ReceiptWords) =>
  method in PAYMENT_KEYS ? words(PAYMENT_KEYS[method as PosPaymentMethod]) : method;

/** "2 x Milk 1L @ R24.99" and the line's R49.98. */
export const itemRow = (
  item: Pick<PosSaleItem, 'quantity' | 'name' | 'unitPrice' | 'subtotal'>,
): ReceiptRow => ({
  label: `${item.quantity} x ${item.name} @ ${formatRandDecimal(item.unitPrice)}`,
  value: formatRandDecimal(item.subtotal),
});

/**
 * Subtotal, VAT (no line at all for a shop that is not VAT registered), total, payment method,
 * then cash received and change when the customer paid cash with change due.
 */
export function amountRows(sale: Amounts, words: ReceiptWords): ReceiptRow[] {
  const rows: ReceiptRow[] = [
    { label: words('subtotal'), value: formatRandDecimal(sale.subtotal) },
  ];
  if (sale.vatPercent > 0) {
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
