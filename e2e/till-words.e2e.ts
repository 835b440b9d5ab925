import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../src/shared/i18n/languages';
import { PHONE, openBrowser, type BrowserSession } from './support/browser';
import { expectCleanPage, signInNewMerchant } from './support/till';

const SHOTS = '/tmp/shots/till-words';
/** The till's largest price: with VAT the checkout shows R114 999.99, as long as an amount gets. */
const BIG = { name: 'Big Box', price: '99999.99', stock: 5 };

/**
 * The till's checkout button and payment methods hold every language's words at 360 px, the
 * offline checkout (the longest label) included: nothing runs out of its button, the page does
 * not scroll sideways (issue 35).
 */
describe('the till in every language on a phone', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    const { api } = await signInNewMerchant(session);
    await api('POST', '/api/products', BIG);
  });
  afterAll(() => session.close());

  it('fits the offline checkout and the payment methods in all nine languages', async () => {
    const { page, context } = session;
    for (const language of LANGUAGE_CODES) {
      await context.setOffline(false);
      await page.evaluate((code) => localStorage.setItem('kasitrade_language', code), language);
      await page.goto('/pos');
      await page.waitForFunction((code) => document.documentElement.lang === code, language);
      const tile = page.getByRole('button', { name: new RegExp(BIG.name) }).first();
      await tile.click();
      const checkout = page.getByRole('button', { name: /R114\s999\.99/ });
      await checkout.waitFor();
      await context.setOffline(true);
      await page.waitForFunction(() => !navigator.onLine);
      await checkout.scrollIntoViewIfNeeded();
      const fit = await page.evaluate(() => {
        const controls = [
          ...document.querySelectorAll<HTMLElement>('#pos-cart button, #pos-cart label'),
        ];
        return controls
          .filter((el) => el.offsetParent !== null)
          .filter(
            (el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > 360,
          )
          .map((el) => `${el.textContent?.trim()} (${el.scrollWidth} > ${el.clientWidth})`);
      });
      const label = (await checkout.textContent())!.trim();
      await page.screenshot({ path: `${SHOTS}/checkout-offline-${language}-360.png` });
      expect(fit, `${language}: ${label}`).toEqual([]);
      await expectCleanPage(page);
    }
    await context.setOffline(false);
  });
});
