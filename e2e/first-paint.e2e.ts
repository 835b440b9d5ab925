import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openBrowser, type BrowserSession } from './support/browser';
import { productTile, signInNewMerchant, type Api } from './support/till';

/** The till's first list of products (not the catalogue refresh, which asks what changed). */
const TILL_LIST = /\/api\/products\?status=active/;
/** Loaded once the products show: the cart's part and the phone's catalogue refresh. */
const AFTER_PRODUCTS = [/\/assets\/cart-body-[\w-]+\.js$/, /\/api\/products\?(?!status=active)/];

describe('First paint', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    session = await openBrowser(PHONE);
    ({ api } = await signInNewMerchant(session));
    await api('POST', '/api/products', { name: 'Paint Bread', price: '17.99', stock: 20 });
  });
  afterAll(() => session.close());

  it('a signed-in page arrives with the frame drawn, a sign-in page without; the app replaces it', async () => {
    const html = async (path: string) => (await fetch(`${session.baseUrl}${path}`)).text();
    expect(await html('/pos')).toMatch(
      /<!-- frame:[\s\S]*KasiTrade[\s\S]*<!-- \/frame -->\s*<\/div>\s*<link rel="stylesheet"/,
    );
    for (const path of ['/merchant/login', '/admin/login', '/no-such-page']) {
      expect(await html(path)).not.toContain('<!-- frame:');
    }
    // Drawn before the stylesheet arrives (held back here), as the frame looks; the app, which
    // waits for the stylesheet, then replaces it.
    const { page } = session;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[\w-]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const top = page.locator('.kt-top');
    await top.waitFor();
    const drawn = await top.evaluate((bar) => ({
      height: getComputedStyle(bar).height,
      margin: getComputedStyle(document.body).margin,
      mark: getComputedStyle(document.querySelector('.kt-mark')!).backgroundColor,
      sheets: [...document.styleSheets].filter((sheet) => sheet.href).length,
    }));
    expect(drawn).toEqual({ height: '56px', margin: '0px', mark: 'rgb(15, 118, 110)', sheets: 0 });
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    release();
    await page.getByRole('navigation', { name: 'Main' }).first().waitFor();
    expect(await page.locator('.kt-frame').count()).toBe(0);
    await page.unroute(/\/assets\/[\w-]+\.css$/);
  });

  it("the till's later parts and its catalogue refresh wait for its products on a slow line", async () => {
    const { page } = session;
    const events: string[] = [];
    page.on('request', (request) => events.push(`asked ${request.url()}`));
    await page.route(TILL_LIST, async (route) => {
      // A slow line: the products take a while; nothing else may take their turn meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const response = await route.fetch();
      events.push('products answered');
      await route.fulfill({ response });
    });
    await page.goto('/pos');
    await productTile(page, 'Paint Bread').waitFor();
    await page.getByRole('button', { name: /^Checkout/ }).waitFor();
    await expect
      .poll(() => events.some((e) => AFTER_PRODUCTS[1]!.test(e)), { timeout: 10_000 })
      .toBe(true);
    const answered = events.indexOf('products answered');
    expect(answered).toBeGreaterThan(-1);
    for (const later of AFTER_PRODUCTS) {
      const asked = events.findIndex((e) => later.test(e));
      expect(asked, `${later} asked before the products answered`).toBeGreaterThan(answered);
    }
    await page.unroute(TILL_LIST);
  });
});
