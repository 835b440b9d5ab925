import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load';

export interface Row extends LoadResult {
  database: string;
  name: string;
}

export function printTable(rows: Row[]) {
  printGrid(
    ['database', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
    rows.map((r) => [
      r.database,
      r.name,
      String(r.rps),
      String(r.p50),
      String(r.p99),
      String(r.errors),
    ]),
  );
}

/** A plain-text table with padded columns. */
export function printGrid(header: string[], lines: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

export function writeResults(file: string, data: unknown, announce = true) {
  const target = path.join('bench', 'results', file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
  if (announce) console.log(`\nResults written to ${target}`);
}
