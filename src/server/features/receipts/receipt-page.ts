import { formatRandDecimal } from '@shared/money/money';
import { vatLabel } from '@shared/money/vat-label';
import type { PosSaleItem } from '@shared/pos/pos.schemas';
import { paymentLabel, receiptDateTime } from '@shared/pos/receipt-format';

export interface PublicReceipt {
  shopName: string;
  shopAddress: string | null;
  saleNumber: string;
  createdAt: string;
  items: PosSaleItem[];
  subtotal: string;
  tax: string;
  vatPercent: number;
  total: string;
  paymentMethod: string;
  cashTendered: string | null;
  changeDue: string | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Every piece of text on the page goes through this: names and addresses are the merchant's. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const STYLE =
  'body{font-family:monospace,sans-serif;max-width:22em;margin:1em auto;padding:0 .5em;color:#000}' +
  'h1{font-size:1.1em;text-align:center;margin:0}p{margin:.2em 0}.c{text-align:center}' +
  'table{width:100%;border-collapse:collapse}td{padding:.15em 0;vertical-align:top}' +
  'td+td{text-align:right;white-space:nowrap}.t td{font-weight:bold;border-top:1px dashed #000}' +
  'hr{border:0;border-top:1px dashed #000}';

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

const row = (label: string, value: string, total = false) =>
  `<tr${total ? ' class="t"' : ''}><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`;

/** The customer's receipt: plain HTML, no script, a few KB, readable on a feature phone. */
export function receiptPage(r: PublicReceipt): string {
  const vat = vatLabel(r.vatPercent);
  const lines = r.items
    .map((item) =>
      row(
        `${item.quantity} x ${item.name} @ ${formatRandDecimal(item.unitPrice)}`,
        formatRandDecimal(item.subtotal),
      ),
    )
    .join('');
  const money = [
    row('Subtotal', formatRandDecimal(r.subtotal)),
    vat ? row(vat, formatRandDecimal(r.tax)) : '',
    row('Total', formatRandDecimal(r.total), true),
    row('Payment method', paymentLabel(r.paymentMethod)),
    r.cashTendered && r.changeDue
      ? row('Cash received', formatRandDecimal(r.cashTendered)) +
        row('Change', formatRandDecimal(r.changeDue))
      : '',
  ].join('');
  const body =
    `<h1>${escapeHtml(r.shopName)}</h1>` +
    (r.shopAddress ? `<p class="c">${escapeHtml(r.shopAddress)}</p>` : '') +
    `<p class="c">Sale ${escapeHtml(r.saleNumber)}</p>` +
    `<p class="c">${escapeHtml(receiptDateTime(r.createdAt))}</p><hr>` +
    `<table>${lines}</table><hr><table>${money}</table>` +
    '<p class="c">Thank you for shopping with us</p>';
  return page(`Receipt ${r.saleNumber}`, body);
}

export const receiptNotFoundPage = () =>
  page(
    'Receipt not found',
    '<h1>Receipt not found</h1><p class="c">Check the link you were sent.</p>',
  );
