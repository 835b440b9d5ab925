import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the client build (scripts/lib/route-preloads-plugin.ts), read here. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A client route as the build lists it and the server answers it. */
export interface RoutePreload {
  /** The lazily loaded JavaScript of its first load. */
  files: string[];
  /** A signed-in page: the page comes with the frame drawn (index.html's `frame` part). */
  frame: boolean;
}
const ASSET = /^\/assets\/[\w.-]+\.js$/;
/** index.html's drawing of the signed-in frame, shown until the app replaces it. */
const FRAME = /<!-- frame:[\s\S]*?<!-- \/frame -->\s*/;
/** The built page's stylesheets (in its head), and where a page with the frame puts them. */
const STYLESHEETS = /<link rel="stylesheet"[^>]*>\s*/g;
const STYLES_PLACE = /<!-- styles:[^>]*-->/;

/**
 * The page with the frame: its stylesheets after the drawing, not in the head, so a phone paints
 * the drawing (styled in the head) before they arrive. The app's script still waits for them.
 */
function withFrame(html: string) {
  const links = html.match(STYLESHEETS) ?? [];
  return html.replace(STYLESHEETS, '').replace(STYLES_PLACE, links.join('').trim());
}

/**
 * index.html for each client path. Where the build listed a route's lazily loaded chunks, the
 * page names them as modulepreload links, so the browser fetches them beside the entry script
 * instead of after it has run. Only the signed-in pages keep index.html's drawing of the frame
 * (a phone paints it before any script or stylesheet has arrived); the sign-in pages and paths the
 * build did not list come without it.
 */
export function loadClientShell(root: string): (url: string) => string {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const plain = html.replace(FRAME, '').replace(STYLES_PLACE, '');
  const framed = withFrame(html);
  const file = path.join(root, ROUTE_PRELOADS_FILE);
  const preloads = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, RoutePreload>)
    : {};
  const pages = new Map<string, string>();
  for (const [route, { files, frame }] of Object.entries(preloads)) {
    const links = files
      .filter((f) => ASSET.test(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
      .join('');
    pages.set(route, (frame ? framed : plain).replace('</head>', `${links}</head>`));
  }
  return (url) => pages.get(url.replace(/\/+$/, '') || '/') ?? plain;
}
