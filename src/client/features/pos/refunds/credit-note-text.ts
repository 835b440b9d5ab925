import { formatRand, formatRandDecimal, toCents } from '@shared/money/money';
import type { PosSale } from '@shared/pos/pos.schemas';
import type { Refund } from '@shared/pos/refund.schemas';
import {
  buyerLines,
  creditNoteForm,
  sellerLines,
  type ReceiptSeller,
} from '@shared/pos/receipt-legal';
import { formatDateTime } from '@shared/time/format';
import type { PosCheckoutT } from '../pos-checkout-text';
import { smsLink, whatsappLink } from '@client/lib/share-links';
import type { SlipSend } from '../components/receipt-actions';

/** The customer's receipt page shows the sale's credit notes too: the same /r/{token} link. */
const noteLink = (refund: Refund, origin: string) =>
  refund.receiptToken ? `${origin}/r/${refund.receiptToken}` : null;

/**
 * A credit note's rows: each line, the amount before VAT and the VAT refunded (when any), the
 * total and how it went back.
 */
export function creditNoteRows(refund: Refund, t: PosCheckoutT) {
  const rows = refund.lines.map((line) => ({
    label: `${line.quantity} × ${line.name}`,
    value: formatRandDecimal(line.amount),
    strong: false,
  }));
  const vat = toCents(refund.vat) ?? 0;
  if (vat > 0) {
    const beforeVat = (toCents(refund.amount) ?? 0) - vat;
    rows.push(
      { label: t('beforeVat'), value: formatRand(beforeVat), strong: false },
      { label: t('note.vat'), value: formatRandDecimal(refund.vat), strong: false },
    );
  }
  rows.push(
    { label: t('note.total'), value: formatRandDecimal(refund.amount), strong: true },
    { label: t('note.method'), value: t(`way.${refund.method}`), strong: false },
  );
  return rows;
}

/** "R12.00 as store credit": a credit sale's refund above what the customer still owed. */
export const storeCreditLine = (refund: Refund, t: PosCheckoutT) =>
  refund.storeCredit && (toCents(refund.storeCredit) ?? 0) > 0
    ? t('refund.storeCredit', { amount: formatRandDecimal(refund.storeCredit) })
    : null;

/** The sale a credit note corrects, as far as its heading needs it: the buyer it named. */
export type NoteSale = Pick<PosSale, 'customerName' | 'customerPhone' | 'buyer'>;

/** A credit note's heading under its title: the shop (its VAT number when VAT went back). */
export const noteSellerLines = (refund: Refund, seller: ReceiptSeller, t: PosCheckoutT) =>
  sellerLines(seller, creditNoteForm(refund), t, { title: false });

/**
 * The credit note as plain text in the till's language, for WhatsApp or SMS, with its link: the
 * shop as its receipts name it, the invoice it corrects and the buyer that invoice named.
 */
export function creditNoteText(
  refund: Refund,
  seller: ReceiptSeller,
  t: PosCheckoutT,
  origin: string,
  buyer: NoteSale['buyer'] = null,
) {
  const link = noteLink(refund, origin);
  return [
    ...noteSellerLines(refund, seller, t),
    t('note.title', { number: refund.creditNoteNumber }),
    t('note.forSale', { number: refund.saleNumber, date: formatDateTime(refund.saleDate) }),
    formatDateTime(refund.createdAt),
    ...buyerLines(buyer, t),
    '',
    ...creditNoteRows(refund, t).map((row) => `${row.label}: ${row.value}`),
    ...[storeCreditLine(refund, t)].filter((text) => text !== null),
    t('note.reason', { reason: t(`reason.${refund.reason}`) }),
    ...(link ? ['', t('text.noteLink', { link })] : []),
  ].join('\n');
}

/** WhatsApp and SMS of the credit note to the sale's customer, as a receipt is sent. */
export function creditNoteSend(
  refund: Refund,
  sale: NoteSale,
  seller: ReceiptSeller,
  t: PosCheckoutT,
  origin: string,
): SlipSend {
  const link = noteLink(refund, origin);
  const text = creditNoteText(refund, seller, t, origin, sale.buyer);
  const sms = link
    ? t('text.noteSms', {
        shop: seller.tradingName,
        number: refund.creditNoteNumber,
        sale: refund.saleNumber,
        link,
      })
    : text;
  return {
    whatsapp: whatsappLink(sale.customerPhone, text),
    sms: smsLink(sale.customerPhone, sms),
    customerName: sale.customerName,
    linked: link !== null,
  };
}
