import type { PosSale } from '@shared/pos/pos.schemas';
import { amountRows, instalmentRows, itemRows, type ReceiptRow } from '@shared/pos/receipt-format';
import {
  buyerLines,
  lineVatRows,
  pesticideLines,
  receiptForm,
  sellerLines,
  type ReceiptSeller,
} from '@shared/pos/receipt-legal';
import type { PosCheckoutT } from './pos-checkout-text';
import { firstName } from '@shared/shop-staff/cashier';
import { formatDateTime } from '@shared/time/format';
import { smsLink, whatsappLink } from '@client/lib/share-links';

/** The customer's receipt page for a synced sale; none for one still waiting offline. */
export const receiptLink = (sale: PosSale, origin: string) =>
  sale.receiptToken ? `${origin}/r/${sale.receiptToken}` : null;

const line = (row: ReceiptRow, between: string) => `${row.label}${between}${row.value}`;

/**
 * The receipt as plain text in the till's language, for WhatsApp or SMS, with its link when it
 * has one: its legal heading (a tax invoice or not, receipt-legal.ts), "Served by" the staff
 * member who sold it (none for the owner), the buyer a full tax invoice names.
 */
export function receiptText(
  sale: PosSale,
  seller: ReceiptSeller,
  t: PosCheckoutT,
  origin?: string,
): string {
  const parts = instalmentRows(sale.instalments, t);
  const link = origin ? receiptLink(sale, origin) : null;
  const lineVat = lineVatRows(sale, t);
  return [
    ...sellerLines(seller, receiptForm(sale), t),
    t('receipt', { number: sale.saleNumber }),
    formatDateTime(sale.createdAt),
    ...(sale.cashier ? [t('servedBy', { name: firstName(sale.cashier.name) })] : []),
    ...buyerLines(sale.buyer, t),
    '',
    ...sale.items.flatMap((item, index) => [
      ...[...itemRows(item, t), lineVat[index]]
        .filter((row) => !!row)
        .map((row) => line(row, ' = ')),
      ...pesticideLines(item, t),
    ]),
    '',
    ...amountRows(sale, t).map((row) => line(row, ': ')),
    ...(parts ? ['', parts.heading, ...parts.rows.map((row) => line(row, ': '))] : []),
    '',
    t('thanks'),
    ...(link ? [t('text.link', { link })] : []),
  ].join('\n');
}

/** WhatsApp straight to the named customer's number, or the share sheet without one. */
export const whatsappHref = (sale: PosSale, seller: ReceiptSeller, t: PosCheckoutT, origin: string) =>
  whatsappLink(sale.customerPhone, receiptText(sale, seller, t, origin));

/** An SMS to the customer (any number when the sale names none) carrying the receipt link. */
export function smsHref(sale: PosSale, seller: ReceiptSeller, t: PosCheckoutT, origin: string): string {
  const link = receiptLink(sale, origin);
  const body = link
    ? t('text.sms', { shop: seller.tradingName, number: sale.saleNumber, link })
    : receiptText(sale, seller, t, origin);
  return smsLink(sale.customerPhone, body);
}
