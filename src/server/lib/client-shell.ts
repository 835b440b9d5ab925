import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the client build (scripts/lib/route-preloads-plugin.ts). */
const PRELOADS_FILE = 'route-preloads.json';
const ASSET = /^\/assets\/[\w.-]+\.js$/;

/**
 * index.html for each client path. Where the build listed a route's lazily loaded chunks, the
 * page names them as modulepreload links, so the browser fetches them beside the entry script
 * instead of after it has run.
 */
export function loadClientShell(root: string): (url: string) => string {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const file = path.join(root, PRELOADS_FILE);
  const preloads = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)
    : {};
  const pages = new Map<string, string>();
  for (const [route, files] of Object.entries(preloads)) {
    const links = files
      .filter((f) => ASSET.test(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
      .join('');
    pages.set(route, html.replace('</head>', `${links}</head>`));
  }
  return (url) => pages.get(url.replace(/\/+$/, '') || '/') ?? html;
}
