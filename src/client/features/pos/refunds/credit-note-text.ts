import { formatRandDecimal, toCents } from '@shared/money/money';
import type { PosSale } from '@shared/pos/pos.schemas';
import type { Refund } from '@shared/pos/refund.schemas';
import { formatDateTime } from '@shared/time/format';
import type { PosT } from '../pos-text';
import { smsLink, whatsappLink } from '@client/lib/share-links';
import type { SlipSend } from '../components/receipt-actions';

/** The customer's receipt page shows the sale's credit notes too: the same /r/{token} link. */
const noteLink = (refund: Refund, origin: string) =>
  refund.receiptToken ? `${origin}/r/${refund.receiptToken}` : null;

/** A credit note's rows: each line, the VAT refunded (when any), the total and how it went back. */
export function creditNoteRows(refund: Refund, t: PosT) {
  const rows = refund.lines.map((line) => ({
    label: `${line.quantity} × ${line.name}`,
    value: formatRandDecimal(line.amount),
    strong: false,
  }));
  if ((toCents(refund.vat) ?? 0) > 0) {
    rows.push({ label: t('note.vat'), value: formatRandDecimal(refund.vat), strong: false });
  }
  rows.push(
    { label: t('note.total'), value: formatRandDecimal(refund.amount), strong: true },
    { label: t('note.method'), value: t(`way.${refund.method}`), strong: false },
  );
  return rows;
}

/** "R12.00 as store credit": a credit sale's refund above what the customer still owed. */
export const storeCreditLine = (refund: Refund, t: PosT) =>
  refund.storeCredit && (toCents(refund.storeCredit) ?? 0) > 0
    ? t('refund.storeCredit', { amount: formatRandDecimal(refund.storeCredit) })
    : null;

/** The credit note as plain text in the till's language, for WhatsApp or SMS, with its link. */
export function creditNoteText(refund: Refund, shopName: string, t: PosT, origin: string) {
  const link = noteLink(refund, origin);
  return [
    shopName,
    t('note.title', { number: refund.creditNoteNumber }),
    t('note.forSale', { number: refund.saleNumber, date: formatDateTime(refund.saleDate) }),
    formatDateTime(refund.createdAt),
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
  sale: Pick<PosSale, 'customerName' | 'customerPhone'>,
  shopName: string,
  t: PosT,
  origin: string,
): SlipSend {
  const link = noteLink(refund, origin);
  const text = creditNoteText(refund, shopName, t, origin);
  const sms = link
    ? t('text.noteSms', {
        shop: shopName,
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
