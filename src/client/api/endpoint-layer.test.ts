import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The client calls the API through its endpoint layer only: paths are written in `*-endpoints.ts`
 * files (refresh prefixes in api/areas.ts), the one fetch is in lib/api.ts and only the endpoint
 * layer (and the file download of lib/download.ts) sends through it.
 */
const clientDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(clientDir, file).replaceAll(path.sep, '/');
const ENDPOINT_FILE = /-endpoints\.ts$/;
const ALLOWED_PATHS = new Set(['api/areas.ts']);
/** The endpoint layer, and file downloads (CSV exports), which are not JSON answers. */
const SENDERS = new Set(['lib/api.ts', 'api/endpoint.ts', 'lib/download.ts']);

/** Offences of one file's text; exported rules so the probe below runs the same checks. */
function offences(file: string, text: string): string[] {
  const found: string[] = [];
  const code = text.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
  if (/(^|[^.\w])fetch\s*\(/.test(code) && file !== 'lib/api.ts') {
    found.push(`${file}: calls fetch (use an endpoint from a *-endpoints.ts file)`);
  }
  if (/\bsendRequest\b/.test(code) && !SENDERS.has(file)) {
    found.push(`${file}: uses the request helper (use request(endpoint, ...))`);
  }
  if (/\b(apiRequest|apiGetPage)\b/.test(code)) {
    found.push(`${file}: uses a hand-written request`);
  }
  if (/(^|[^.\w])request(Page)?\(\s*['"`]/.test(code)) {
    found.push(`${file}: passes a path where an endpoint belongs`);
  }
  if (/['"`]\/api\//.test(code) && !ENDPOINT_FILE.test(file) && !ALLOWED_PATHS.has(file)) {
    found.push(`${file}: writes an API path outside the endpoint layer`);
  }
  return found;
}

describe('the client endpoint layer', () => {
  it('is the only place that names API paths and sends requests', () => {
    const found = sourceFiles(clientDir).flatMap((file) =>
      offences(relative(file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('refuses each way around it (probes)', () => {
    const probe = (text: string) => offences('features/probe/api/probe-queries.ts', text);
    expect(probe("fetch('/x')")).toHaveLength(1);
    expect(probe('await window.fetch(url)')).toHaveLength(0);
    expect(probe("sendRequest('GET', url)")).toHaveLength(1);
    expect(probe("apiRequest<Product>('GET', url)")).toHaveLength(1);
    expect(probe('request(`${base}/x`, {})')).toHaveLength(1);
    expect(probe("const PATH = '/api/products';")).toHaveLength(1);
    expect(probe('withQuery(`/api/products/${id}`, q)')).toHaveLength(1);
    expect(offences('features/probe/api/probe-endpoints.ts', "path: '/api/products'")).toEqual([]);
    expect(probe('request(listProducts, { query })')).toEqual([]);
  });
});
