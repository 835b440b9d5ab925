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
      /<!-- frame:[\s\S]*KasiTrade<\/span>[\s\S]*<!-- \/frame -->/,
    );
    for (const path of ['/merchant/login', '/admin/login', '/no-such-page']) {
      expect(await html(path)).not.toContain('<!-- frame:');
    }
    const { page } = session;
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).first().waitFor();
    expect(await page.locator('#root > [aria-hidden="true"]').count()).toBe(0);
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
