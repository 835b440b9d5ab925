import { formatRand, toCents, type Cents } from '../money/money';
import { VAT_PERCENT } from '../money/vat';
import type { ReceiptRow, ReceiptWords } from './receipt-format';

// The one place that decides what a receipt is in law (VAT Act s20, Consumer Protection Act
// s26; /work/shared/spaza-rules.md), for the receipt page, the printed slip and the text.

/** The till's and the server's refusal of a full tax invoice without its buyer. */
export const BUYER_NEEDED_MESSAGE = "A tax invoice above R5 000 needs the buyer's name and address";

/** The title SARS prints: in English on every receipt, whatever the receipt's language. */
export const TAX_INVOICE = 'Tax Invoice';

/** Above this total (VAT included) a tax invoice is the full form, naming the buyer (s20(4)). */
export const ABRIDGED_TAX_INVOICE_MAX: Cents = 500_000;

/**
 * `sales-record`: a shop not registered for VAT (no "Tax Invoice", no VAT amount, CPA s26);
 * `abridged`: a tax invoice up to R5 000; `full`: above R5 000, with the buyer's details.
 */
export type ReceiptForm = 'sales-record' | 'abridged' | 'full';

/** What the seller prints: the trading name, the registered name, the address, the VAT number. */
export interface ReceiptSeller {
  tradingName: string;
  legalName: string | null;
  address: string | null;
  vatNumber: string | null;
}

/** The buyer a full tax invoice names (their VAT number when they are a vendor). */
export interface ReceiptBuyer {
  name: string;
  address: string;
  vatNumber: string | null;
}

/** A sale charged VAT only when the shop was registered: the sale's own rate decides. */
export function receiptForm(sale: { vatPercent: number; total: string | Cents }): ReceiptForm {
  if (sale.vatPercent <= 0) return 'sales-record';
  const total = typeof sale.total === 'number' ? sale.total : (toCents(sale.total) ?? 0);
  return total > ABRIDGED_TAX_INVOICE_MAX ? 'full' : 'abridged';
}

/**
 * A credit note's form follows the sale it corrects: VAT refunded means the sale was a tax
 * invoice (the till charges VAT on every line or none), abridged or full by its amount.
 */
export const creditNoteForm = (note: { vat: string; amount: string }): ReceiptForm =>
  receiptForm({ vatPercent: (toCents(note.vat) ?? 0) > 0 ? VAT_PERCENT : 0, total: note.amount });

/** The till asks for the buyer before a registered shop's sale above R5 000. */
export const needsBuyer = (vatPercent: number, total: Cents) =>
  receiptForm({ vatPercent, total }) === 'full';

/**
 * A receipt's heading lines, in order: "Tax Invoice" (a tax invoice only), the trading name,
 * the registered name when it differs, the address and the VAT number (a tax invoice only).
 * A document titled "Tax Invoice" must carry the seller's VAT number (VAT Act s20(5)): a shop
 * that charges VAT before its number is entered prints the VAT without the title.
 * A credit note passes `title: false`: it is titled "Credit note" by its own words.
 */
export function sellerLines(
  seller: ReceiptSeller,
  form: ReceiptForm,
  words: ReceiptWords,
  { title = true }: { title?: boolean } = {},
): string[] {
  const taxInvoice = form !== 'sales-record';
  return [
    ...(taxInvoice && title && seller.vatNumber ? [TAX_INVOICE] : []),
    seller.tradingName,
    ...(seller.legalName && seller.legalName !== seller.tradingName ? [seller.legalName] : []),
    ...(seller.address ? [seller.address] : []),
    ...(taxInvoice && seller.vatNumber ? [words('vatNumber', { number: seller.vatNumber })] : []),
  ];
}

/** The buyer's lines (any sale that names one): name, address and VAT number when given. */
export const buyerLines = (buyer: ReceiptBuyer | null, words: ReceiptWords): string[] =>
  buyer
    ? [
        words('buyer', { name: buyer.name }),
        buyer.address,
        ...(buyer.vatNumber ? [words('buyerVatNumber', { number: buyer.vatNumber })] : []),
      ]
    : [];

/**
 * A full tax invoice's VAT per line: the sale's VAT shared by each line's value (after the
 * sale's discount), whole cents, the remainder to the largest shares, so the lines add up to it.
 */
export function lineVat(lineSubtotals: readonly Cents[], tax: Cents): Cents[] {
  const sum = lineSubtotals.reduce((total, line) => total + line, 0);
  if (sum <= 0) return lineSubtotals.map(() => 0);
  const exact = lineSubtotals.map((line) => (tax * line) / sum);
  const shares = exact.map(Math.floor);
  let left = tax - shares.reduce((total, share) => total + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** Each line's VAT row on a full tax invoice ("VAT (15%)  R7.50"); none on the other forms. */
export function lineVatRows(
  sale: { vatPercent: number; total: string; tax: string; items: { subtotal: string }[] },
  words: ReceiptWords,
): (ReceiptRow | null)[] {
  if (receiptForm(sale) !== 'full') return sale.items.map(() => null);
  const shares = lineVat(
    sale.items.map((item) => toCents(item.subtotal) ?? 0),
    toCents(sale.tax) ?? 0,
  );
  return shares.map((share) => ({
    label: words('vat', { percent: sale.vatPercent }),
    value: formatRand(share),
  }));
}

/**
 * A pesticide's warning under its line, with its registration (Act 36 of 1947): kept away from
 * children and food, the label read. None for other goods.
 */
export const pesticideLines = (
  item: { pesticideRegistration?: string | null },
  words: ReceiptWords,
): string[] =>
  item.pesticideRegistration ? [words('pesticide', { number: item.pesticideRegistration })] : [];

/** The buyer stored on a sale's columns, or null when it names none. */
export const buyerFrom = (row: {
  buyerName: string | null;
  buyerAddress: string | null;
  buyerVatNumber: string | null;
}): ReceiptBuyer | null =>
  row.buyerName && row.buyerAddress
    ? { name: row.buyerName, address: row.buyerAddress, vatNumber: row.buyerVatNumber }
    : null;
