/**
 * CSV as RFC 4180 writes it, for spreadsheets: comma separated, CRLF line ends, a cell quoted
 * when it holds a comma, a quote, a line break or space at either end, quotes doubled.
 *
 * Formula injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage
 * return) as a formula, so such a cell gets a leading apostrophe and shows as the text it is. A
 * cell that is exactly a number ("-12.50", a refund) is left alone: it cannot be a formula.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** Excel reads a UTF-8 file as UTF-8 only when it starts with the byte order mark. */
export const CSV_BOM = '\uFEFF';

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record and its CRLF. */
export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;
