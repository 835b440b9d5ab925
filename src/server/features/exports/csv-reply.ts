import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLine, type CsvCell } from '@shared/exports/csv';

/** Rows are read this many at a time, so a large shop's export never sits in memory whole. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Pages of rows by keyset: each page starts after the last row of the one before (the page
 * reader puts the row's sort key in its WHERE), so a page costs the same however deep it is.
 */
export async function* keysetPages<Row>(
  readPage: (after: Row | undefined) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await readPage(after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = rows[rows.length - 1];
  }
}

/** Maps each page's rows to CSV records as the pages are read. */
export async function* recordsOf<Row>(
  pages: AsyncIterable<Row[]>,
  toRecord: (row: Row) => CsvCell[],
): AsyncGenerator<CsvCell[][]> {
  for await (const rows of pages) yield rows.map(toRecord);
}

/**
 * Streams a CSV download: the header line, then each page as it is read from the database.
 * The file name says what and when, for the accountant's folder.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  records: AsyncIterable<CsvCell[][]>,
) {
  async function* text() {
    yield CSV_BOM + csvLine(header);
    for await (const page of records) yield page.map(csvLine).join('');
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(text()));
}
