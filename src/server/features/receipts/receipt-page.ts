import { escapeHtml } from '@server/lib/html';
import type { PosSaleInstalment, PosSaleItem } from '@shared/pos/pos.schemas';
import type { Refund } from '@shared/pos/refund.schemas';
import { formatRand, formatRandDecimal, toCents } from '@shared/money/money';
import {
  amountRows,
  instalmentRows,
  itemRows,
  type ReceiptRow,
  type ReceiptWords,
} from '@shared/pos/receipt-format';
import {
  buyerLines,
  lineVatRows,
  pesticideLines,
  receiptForm,
  sellerLines,
  type ReceiptBuyer,
  type ReceiptSeller,
} from '@shared/pos/receipt-legal';
import type { ServerTexts } from '@server/lib/i18n';
import { formatDateTime } from '@shared/time/format';

export interface PublicReceipt {
  /** The shop's trading and registered names, address and VAT number. */
  seller: ReceiptSeller;
  /** The buyer a full tax invoice names; null when the sale names none. */
  buyer: ReceiptBuyer | null;
  saleNumber: string;
  createdAt: string;
  items: PosSaleItem[];
  subtotal: string;
  discount: string;
  discountPercent: number | null;
  tax: string;
  vatPercent: number;
  total: string;
  paymentMethod: string;
  cashTendered: string | null;
  changeDue: string | null;
  instalments: PosSaleInstalment[];
  /** The owner's account language: the page's language when the browser names none of ours. */
  shopLanguage: string | null;
  /** The first name of the staff member who sold it; null when the owner did. */
  cashierName: string | null;
  /** The sale's refunds, each a credit note, oldest first. */
  creditNotes: Refund[];
}

const STYLE =
  'body{font-family:monospace,sans-serif;max-width:22em;margin:1em auto;padding:0 .5em;color:#000}' +
  'h1{font-size:1.1em;text-align:center;margin:0}h2{font-size:1em;margin:.5em 0 0}p{margin:.2em 0}.c{text-align:center}' +
  'table{width:100%;border-collapse:collapse}td{padding:.15em 0;vertical-align:top}' +
  'td+td{text-align:right;white-space:nowrap}.t td{font-weight:bold;border-top:1px dashed #000}' +
  'hr{border:0;border-top:1px dashed #000}';

function page(texts: ServerTexts, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${texts.language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

const row = ({ label, value, strong }: ReceiptRow) =>
  `<tr${strong ? ' class="t"' : ''}><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`;

/** A line's warning (a pesticide's), across the table. */
const warning = (text: string) => `<tr><td colspan="2"><b>${escapeHtml(text)}</b></td></tr>`;

/**
 * A credit note under the sale (VAT Act s21): its number, the invoice it corrects, the lines,
 * the amount before VAT, the VAT and the total; the page's heading names the shop for both.
 */
function creditNoteHtml(note: Refund, texts: ServerTexts): string {
  const lines: ReceiptRow[] = note.lines.map((line) => ({
    label: `${line.quantity} x ${line.name}`,
    value: formatRandDecimal(line.amount),
  }));
  const vat = toCents(note.vat) ?? 0;
  const totals: ReceiptRow[] = [
    ...(vat > 0
      ? [
          {
            label: texts.t('receipt.beforeVat'),
            value: formatRand((toCents(note.amount) ?? 0) - vat),
          },
          { label: texts.t('receipt.vatRefunded'), value: formatRandDecimal(note.vat) },
        ]
      : []),
    { label: texts.t('receipt.refunded'), value: formatRandDecimal(note.amount), strong: true },
  ];
  return (
    `<hr><h2>${escapeHtml(texts.t('receipt.creditNote', { number: note.creditNoteNumber }))}</h2>` +
    `<p>${escapeHtml(
      texts.t('receipt.creditNoteFor', {
        number: note.saleNumber,
        date: formatDateTime(note.saleDate),
      }),
    )}</p>` +
    `<p>${escapeHtml(formatDateTime(note.createdAt))}</p>` +
    `<table>${[...lines, ...totals].map(row).join('')}</table>`
  );
}

/** The customer's receipt in the page's language: plain HTML, no script, a few KB. */
export function receiptPage(r: PublicReceipt, texts: ServerTexts): string {
  const words: ReceiptWords = (key, values) => texts.t(`receipt.${key}`, values);
  const parts = instalmentRows(r.instalments, words);
  const form = receiptForm(r);
  const [first, ...rest] = sellerLines(r.seller, form, words);
  const centred = (line: string) => `<p class="c">${escapeHtml(line)}</p>`;
  const lineVat = lineVatRows(r, words);
  const body =
    `<h1>${escapeHtml(first!)}</h1>` +
    rest.map(centred).join('') +
    `<p class="c">${escapeHtml(words('sale', { number: r.saleNumber }))}</p>` +
    `<p class="c">${escapeHtml(formatDateTime(r.createdAt))}</p>` +
    (r.cashierName
      ? `<p class="c">${escapeHtml(texts.t('receipt.servedBy', { name: r.cashierName }))}</p>`
      : '') +
    buyerLines(r.buyer, words).map(centred).join('') +
    '<hr>' +
    `<table>${r.items
      .flatMap((item, index) => [
        ...[...itemRows(item, words), lineVat[index]].filter((x) => !!x).map(row),
        ...pesticideLines(item, words).map(warning),
      ])
      .join('')}</table><hr>` +
    `<table>${amountRows(r, words).map(row).join('')}</table>` +
    (parts
      ? `<h2>${escapeHtml(parts.heading)}</h2><table>${parts.rows.map(row).join('')}</table>`
      : '') +
    r.creditNotes.map((note) => creditNoteHtml(note, texts)).join('') +
    `<p class="c">${escapeHtml(words('thanks'))}</p>`;
  return page(texts, words('receipt', { number: r.saleNumber }), body);
}

export const receiptNotFoundPage = (texts: ServerTexts) =>
  page(
    texts,
    texts.t('receipt.notFound'),
    `<h1>${escapeHtml(texts.t('receipt.notFound'))}</h1>` +
      `<p class="c">${escapeHtml(texts.t('receipt.checkLink'))}</p>`,
  );
