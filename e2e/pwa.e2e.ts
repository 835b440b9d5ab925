import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openBrowser, PHONE, type BrowserSession } from './support/browser';
import { newMerchant, registerThroughUi } from './support/session';
import { expectNoSeriousA11y } from './support/a11y';

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('installable app', () => {
  it('serves the manifest and the service worker with their content types', async () => {
    const base = inject('baseUrl');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'KasiTrade',
      theme_color: '#0f766e',
      display: 'standalone',
    });
    const icons = body.icons as { src: string; sizes: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) {
      const png = await fetch(`${base}${icon.src}`);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
    }

    const worker = await fetch(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('registers /sw.js and reloads offline into the app shell with the offline notice', async () => {
    browser = await openBrowser(PHONE);
    const { page, context } = browser;
    await registerThroughUi(page, browser.baseUrl, newMerchant());
    await page.getByRole('heading', { name: 'Recent Orders' }).waitFor();
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${browser.baseUrl}/`);
    // Give the worker a moment to cache the files the page loaded before it took control.
    await page.waitForFunction(async () => {
      const keys = await caches.keys();
      if (keys.length === 0) return false;
      const cache = await caches.open(keys[0]!);
      const urls = (await cache.keys()).map((request) => new URL(request.url).pathname);
      return urls.includes('/') && urls.some((url) => url.includes('dashboard-page'));
    });
    const cachedApi = await page.evaluate(async () => {
      const all = await Promise.all(
        (await caches.keys()).map(async (key) => (await caches.open(key)).keys()),
      );
      return all.flat().filter((request) => new URL(request.url).pathname.startsWith('/api'));
    });
    expect(cachedApi).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline.').waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('The dashboard figures could not be loaded.').waitFor();
    await expectNoSeriousA11y(page, 'the offline dashboard');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No recent orders').waitFor();
    await expectNoSeriousA11y(page, 'the dashboard back online');
    expect(await page.getByText('You are offline.').count()).toBe(0);
  });

  it("keeps every file of the till and drops an older release's files on the next visit", async () => {
    browser = await openBrowser(PHONE);
    const { page } = browser;
    await registerThroughUi(page, browser.baseUrl, newMerchant());
    await page.getByRole('heading', { name: 'Recent Orders' }).waitFor();
    const { till } = (await (await fetch(`${browser.baseUrl}/offline-files.json`)).json()) as {
      till: string[];
      release: string[];
    };
    expect(till.some((file) => file.includes('refund-dialog'))).toBe(true);
    const cachedPaths = () =>
      page.evaluate(async () => {
        const cache = await caches.open((await caches.keys())[0]!);
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
    await page.waitForFunction(async (files) => {
      const keys = await caches.keys();
      if (keys.length === 0) return false;
      const held = (await (await caches.open(keys[0]!)).keys()).map(
        (request) => new URL(request.url).pathname,
      );
      return files.every((file) => held.includes(file));
    }, till);

    const stale = '/assets/till-page-0ld0ld0l.js';
    await page.evaluate(async (path) => {
      const cache = await caches.open((await caches.keys())[0]!);
      await cache.put(path, new Response('// a file of an older release'));
    }, stale);
    expect(await cachedPaths()).toContain(stale);
    await page.reload();
    await page.getByRole('heading', { name: 'Recent Orders' }).waitFor();
    await expect.poll(cachedPaths, { timeout: 15_000 }).not.toContain(stale);
    expect(await cachedPaths()).toEqual(expect.arrayContaining(till));
  });
});
