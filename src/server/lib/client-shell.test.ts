import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadClientShell } from './client-shell';

const HTML = '<html><head><title>KasiTrade</title></head><body></body></html>';
let dir = '';

function clientDir(preloads?: unknown) {
  dir = mkdtempSync(path.join(tmpdir(), 'kasitrade-shell-'));
  writeFileSync(path.join(dir, 'index.html'), HTML);
  if (preloads) writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(preloads));
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadClientShell', () => {
  it("adds the route's chunks as modulepreload links", () => {
    const shell = loadClientShell(
      clientDir({ '/dashboard': ['/assets/dashboard-page-abc.js', '/assets/card-x1.js'] }),
    );
    const page = shell('/dashboard');
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-abc.js"><link rel="modulepreload" crossorigin href="/assets/card-x1.js"></head>',
    );
    expect(shell('/dashboard/')).toBe(page);
  });

  it('answers the plain page for other paths and without a preload list', () => {
    expect(loadClientShell(clientDir({ '/': ['/assets/a.js'] }))('/nowhere')).toBe(HTML);
    expect(loadClientShell(clientDir())('/dashboard')).toBe(HTML);
  });

  it('maps the root path and ignores names that are not built scripts', () => {
    const shell = loadClientShell(
      clientDir({ '/': ['/assets/a.js', '"><script>x</script>', '/elsewhere/b.js'] }),
    );
    expect(shell('/')).toBe(
      HTML.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/a.js"></head>'),
    );
  });
});
