import type { ComplianceDocumentKind, DocumentStatus } from '@shared/compliance/compliance.schemas';
import { formatDateTime, formatDay } from '@shared/time/format';
import type { ServerTexts } from '@server/lib/i18n';
import { escapeHtml } from '@server/lib/html';
import type { InspectReport } from './inspect-report';

/** Rows a list shows before "and N more", so the pack prints on one A4 page. */
export const MAX_ROWS = 8;
/** A supplier's latest receipts shown by number and date; the older ones are counted. */
export const RECEIPTS_PER_SUPPLIER = 3;

const STYLE =
  '@page{size:A4;margin:12mm}' +
  'body{font:10pt/1.35 system-ui,sans-serif;max-width:48em;margin:1em auto;padding:0 .75em;color:#000}' +
  'h1{font-size:1.35em;margin:0}h2{font-size:1.05em;margin:.8em 0 .3em;border-bottom:1px solid #000}' +
  'h3{font-size:1em;margin:.2em 0 0}.docs{display:flex;flex-wrap:wrap;gap:.3em 1.5em}' +
  '.docs section{flex:1 1 13em}.docs table{width:auto}td{overflow-wrap:break-word}' +
  '.shop{columns:2 17em;column-gap:1.5em}.shop p{break-inside:avoid}.k{display:inline-block;min-width:9.5em;font-weight:600}' +
  '.pair{display:flex;flex-wrap:wrap;gap:0 1.5em}.pair section{flex:1 1 20em}' +
  'p{margin:.2em 0}table{width:100%;border-collapse:collapse}' +
  'th,td{text-align:left;padding:.12em .4em .12em 0;vertical-align:top}th{font-weight:600}' +
  '.bad{color:#b00020;font-weight:bold}.due{color:#8a4b00;font-weight:bold}.note{color:#333}' +
  '@media print{body{margin:0;max-width:none;font-size:8.5pt}a{color:#000}}';

type Texts = ServerTexts;
const text = (value: string) => escapeHtml(value);
const cells = (tag: 'td' | 'th', values: string[]) =>
  `<tr>${values.map((v) => `<${tag}>${v}</${tag}>`).join('')}</tr>`;
const table = (head: string[], rows: string[][]) =>
  `<table>${cells('th', head.map(text))}${rows.map((r) => cells('td', r)).join('')}</table>`;
const more = (texts: Texts, total: number) =>
  total > MAX_ROWS
    ? `<p class="note">${text(texts.t('inspect.more', { count: total - MAX_ROWS }))}</p>`
    : '';

function page(texts: Texts, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${texts.language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${text(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`
  );
}

function statusHtml(texts: Texts, status: DocumentStatus) {
  const tone = status === 'expired' ? 'bad' : status.startsWith('due') ? 'due' : '';
  const words = text(texts.t(`inspect.status.${status}`));
  return tone ? `<span class="${tone}">${words}</span>` : words;
}

function shopHtml(r: InspectReport, texts: Texts) {
  const { shop } = r;
  const rows: [string, string | null][] = [
    ['inspect.tradingName', shop.tradingName],
    ['inspect.legalName', shop.legalName],
    ['inspect.address', shop.address],
    ['inspect.owner', shop.ownerName],
    ['inspect.vatNumber', shop.vatNumber],
    ['inspect.registration', shop.registration],
    ['inspect.phone', shop.phone],
  ];
  return `<div class="shop">${rows
    .filter(([, value]) => value)
    .map(
      ([key, value]) =>
        `<p><span class="k">${text(texts.t(key as 'inspect.owner'))}</span> ${text(value!)}</p>`,
    )
    .join('')}</div>`;
}

/** One card per document, side by side where the page is wide enough, stacked on a phone. */
function documentsHtml(r: InspectReport, token: string, texts: Texts) {
  const { tradingPermit: permit, certificateOfAcceptability: certificate } = r.folder;
  const photo = (kind: ComplianceDocumentKind, hasPhoto: boolean): [string, string | null] => [
    'inspect.photo',
    hasPhoto
      ? `<a href="/inspect/${escapeHtml(token)}/photos/${kind}">${text(texts.t('inspect.viewPhoto'))}</a>`
      : null,
  ];
  const card = (title: string, status: string, rows: [string, string | null][]) =>
    `<section><h3>${text(title)}</h3><p>${status}</p><table>${rows
      .map(([key, value]) => cells('td', [text(texts.t(key as 'inspect.number')), value ?? '—']))
      .join('')}</table></section>`;
  const value = (v: string | null) => (v ? text(v) : null);
  const visit = r.folder.pestControlVisitOn;
  return (
    '<div class="docs">' +
    card(texts.t('inspect.tradingPermit'), statusHtml(texts, permit.status), [
      ['inspect.number', value(permit.number)],
      ['inspect.municipality', value(permit.municipality)],
      ['inspect.expires', text(formatDay(permit.expiresOn))],
      photo('trading_permit', permit.hasPhoto),
    ]) +
    card(texts.t('inspect.certificate'), statusHtml(texts, certificate.status), [
      ['inspect.number', value(certificate.number)],
      ['inspect.expires', text(formatDay(certificate.expiresOn))],
      photo('certificate_of_acceptability', certificate.hasPhoto),
    ]) +
    card(
      texts.t('inspect.pestControl'),
      visit
        ? text(texts.t('inspect.visitedOn', { date: formatDay(visit) }))
        : statusHtml(texts, 'missing'),
      [photo('pest_control', r.folder.pestControlHasPhoto)],
    ) +
    '</div>'
  );
}

function expiryHtml(r: InspectReport, texts: Texts) {
  const shelf = r.expiredOnShelf.length
    ? `<p class="bad">${text(texts.t('inspect.expiredStock'))}</p>` +
      table(
        [texts.t('inspect.product'), texts.t('inspect.quantity'), texts.t('inspect.useBy')],
        r.expiredOnShelf
          .slice(0, MAX_ROWS)
          .map((b) => [text(b.productName), String(b.quantity), text(formatDay(b.expiryDate))]),
      ) +
      more(texts, r.expiredOnShelf.length)
    : `<p>${text(texts.t('inspect.noExpiredStock'))}</p>`;
  const writeOffs = r.writeOffs.length
    ? table(
        [
          texts.t('inspect.product'),
          texts.t('inspect.quantity'),
          texts.t('inspect.reason'),
          texts.t('inspect.date'),
        ],
        r.writeOffs
          .slice(0, MAX_ROWS)
          .map((w) => [
            text(w.productName),
            String(w.quantity),
            text(texts.t(`inspect.reason.${w.reason}`)),
            text(formatDay(w.on)),
          ]),
      ) + more(texts, r.writeOffs.length)
    : `<p>${text(texts.t('inspect.noWriteOffs'))}</p>`;
  return (
    `<div class="pair"><section><h2>${text(texts.t('inspect.expiryReport'))}</h2>${shelf}</section>` +
    `<section><h2>${text(texts.t('inspect.writeOffs'))}</h2>${writeOffs}</section></div>`
  );
}

/**
 * Each supplier once, with the number and date of its latest receipts of the last 90 days (a
 * daily bread delivery would fill pages: the rest are counted).
 */
function deliveriesHtml(r: InspectReport, texts: Texts) {
  if (r.receipts.length === 0) return `<p>${text(texts.t('inspect.noDeliveries'))}</p>`;
  const bySupplier = new Map<string, string[]>();
  for (const receipt of r.receipts) {
    const name = receipt.supplier ?? texts.t('inspect.noSupplier');
    const invoice = receipt.invoiceNumber
      ? ` (${texts.t('inspect.invoice', { number: receipt.invoiceNumber })})`
      : '';
    const entry = `${receipt.number}${invoice}, ${formatDay(receipt.on)}`;
    bySupplier.set(name, [...(bySupplier.get(name) ?? []), entry]);
  }
  const rows = [...bySupplier].map(([name, entries]) => [
    text(name),
    text(
      [
        ...entries.slice(0, RECEIPTS_PER_SUPPLIER),
        ...(entries.length > RECEIPTS_PER_SUPPLIER
          ? [texts.t('inspect.more', { count: entries.length - RECEIPTS_PER_SUPPLIER })]
          : []),
      ].join('; '),
    ),
  ]);
  return (
    table([texts.t('inspect.supplier'), texts.t('inspect.receipts')], rows.slice(0, MAX_ROWS)) +
    more(texts, rows.length)
  );
}

/** The inspector's pack: one printable page, plain HTML, no script, no navigation. */
export function inspectPage(r: InspectReport, token: string, expiresAt: string, texts: Texts) {
  const body =
    `<h1>${text(texts.t('inspect.title', { shop: r.shop.tradingName }))}</h1>` +
    `<p class="note">${text(
      texts.t('inspect.madeOn', { date: formatDay(r.today), until: formatDateTime(expiresAt) }),
    )}</p>` +
    `<h2>${text(texts.t('inspect.shop'))}</h2>${shopHtml(r, texts)}` +
    `<h2>${text(texts.t('inspect.documents'))}</h2>${documentsHtml(r, token, texts)}` +
    expiryHtml(r, texts) +
    `<h2>${text(texts.t('inspect.deliveries'))}</h2>${deliveriesHtml(r, texts)}`;
  return page(texts, texts.t('inspect.title', { shop: r.shop.tradingName }), body);
}

export const inspectNotFoundPage = (texts: Texts) =>
  page(
    texts,
    texts.t('inspect.notFound'),
    `<h1>${text(texts.t('inspect.notFound'))}</h1><p>${text(texts.t('inspect.askShop'))}</p>`,
  );
