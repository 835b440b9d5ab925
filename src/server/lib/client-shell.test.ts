import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadClientShell, ROUTE_PRELOADS_FILE } from './client-shell';

const STYLES = '<link rel="stylesheet" crossorigin href="/assets/index-a1.css">';
const PLAIN = `<html><head><title>KasiTrade</title>${STYLES}</head><body><div id="root"></div></body></html>`;
/** index.html as built: the frame's drawing inside the root, a place for the styles after it. */
const HTML = PLAIN.replace(
  '<div id="root"></div>',
  '<div id="root"><!-- frame: drawn --><div class="kt-top">KasiTrade</div><!-- /frame -->\n</div><!-- styles: here -->',
);
const page = (files: string[], frame = true) => ({ files, frame });
let dir = '';

function clientDir(preloads?: unknown) {
  dir = mkdtempSync(path.join(tmpdir(), 'kasitrade-shell-'));
  writeFileSync(path.join(dir, 'index.html'), HTML);
  if (preloads) writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadClientShell', () => {
  it("adds the route's chunks as modulepreload links", () => {
    const shell = loadClientShell(
      clientDir({ '/dashboard': page(['/assets/dashboard-page-abc.js', '/assets/card-x1.js']) }),
    );
    const dashboard = shell('/dashboard');
    expect(dashboard).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-abc.js"><link rel="modulepreload" crossorigin href="/assets/card-x1.js"></head>',
    );
    expect(shell('/dashboard/')).toBe(dashboard);
  });

  it('draws the frame on signed-in pages only', () => {
    const shell = loadClientShell(
      clientDir({
        '/pos': page(['/assets/pos-page-a.js']),
        '/merchant/login': page(['/assets/login-b.js'], false),
      }),
    );
    // The till: the drawing, then the stylesheet after it (not in the head), so the drawing
    // paints before the stylesheet arrives.
    const pos = shell('/pos');
    expect(pos).toContain(
      `<div id="root"><!-- frame: drawn --><div class="kt-top">KasiTrade</div><!-- /frame -->\n</div>${STYLES}</body>`,
    );
    expect(pos.slice(0, pos.indexOf('</head>'))).not.toContain('stylesheet');
    // A sign-in page: neither the drawing nor the place for the styles; the stylesheet in the head.
    expect(shell('/merchant/login')).toBe(
      PLAIN.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/login-b.js"></head>',
      ),
    );
    expect(shell('/nowhere')).toBe(PLAIN);
  });

  it('answers the plain page for other paths and without a preload list', () => {
    expect(loadClientShell(clientDir({ '/': page(['/assets/a.js']) }))('/nowhere')).toBe(PLAIN);
    expect(loadClientShell(clientDir())('/dashboard')).toBe(PLAIN);
  });

  it('maps the root path and ignores names that are not built scripts', () => {
    const shell = loadClientShell(
      clientDir({ '/': page(['/assets/a.js', '"><script>x</script>', '/elsewhere/b.js']) }),
    );
    const root = shell('/');
    expect(root).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js"></head>');
    expect(root.match(/<link rel="modulepreload"/g)).toHaveLength(1);
    expect(root).not.toContain('<script>x</script>');
  });
});
