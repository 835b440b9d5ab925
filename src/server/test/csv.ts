import { CSV_BOM } from '@shared/exports/csv';

/** Reads a CSV answer back into records (RFC 4180: quoted cells, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    const next = body[i + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && next === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  if (cell || record.length) records.push([...record, cell]);
  return records;
}

/** The records as objects keyed by the header line. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}
