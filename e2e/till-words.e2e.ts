import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Language } from '../src/shared/i18n/languages';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { expectCleanPage, signInNewMerchant } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/shots/till-words';
/** The till's largest price: with VAT the checkout shows R114 999.99, as long as an amount gets. */
const BIG = { name: 'Big Box', price: '99999.99', stock: 5 };

/** A till with Big Box for sale, on a screen of the given size. */
async function tillOn(size: { width: number; height: number }) {
  const session = await openBrowser(size);
  const { api } = await signInNewMerchant(session);
  await api('POST', '/api/products', BIG);
  return session;
}

/**
 * In each language: Big Box in the cart, the network gone, then every button and payment method
 * of the cart must hold its words and the page must not scroll sideways.
 */
async function checkTill(session: BrowserSession, languages: readonly Language[]) {
  const { page, context } = session;
  const width = page.viewportSize()!.width;
  for (const language of languages) {
    await context.setOffline(false);
    await page.evaluate((code) => localStorage.setItem('kasitrade_language', code), language);
    await page.goto('/pos');
    await page.waitForFunction((code) => document.documentElement.lang === code, language);
    await page
      .getByRole('button', { name: new RegExp(BIG.name) })
      .first()
      .click();
    const checkout = page.getByRole('button', { name: /R114\s999\.99/ });
    await checkout.waitFor();
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await checkout.scrollIntoViewIfNeeded();
    const spill = await page.evaluate((screen) => {
      /** Words past the control's padding, or the control past the screen. */
      const spills = (el: HTMLElement) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const inner = (side: 'Left' | 'Right') =>
          parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
        return (
          text.left < box.left + inner('Left') - 1 ||
          text.right > box.right - inner('Right') + 1 ||
          box.right > screen
        );
      };
      return [...document.querySelectorAll<HTMLElement>('#pos-cart button, #pos-cart label')]
        .filter((el) => el.offsetParent !== null && spills(el))
        .map((el) => el.textContent?.trim());
    }, width);
    const label = (await checkout.textContent())!.trim();
    await page.screenshot({ path: `${SHOTS}/checkout-offline-${language}-${width}.png` });
    expect(spill, `${language}: ${label}`).toEqual([]);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, `the offline till in ${language} at ${width} px`);
  }
  await context.setOffline(false);
}

/**
 * The till's checkout button and payment methods hold every language's words, the offline
 * checkout (the longest label) included (issue 35).
 */
describe('the till in every language', () => {
  const sessions: BrowserSession[] = [];
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  afterAll(() => Promise.all(sessions.map((session) => session.close())));

  it('fits the offline checkout and the payment methods at 360 px in all nine', async () => {
    sessions.push(await tillOn(PHONE));
    await checkTill(sessions[0]!, LANGUAGE_CODES);
  });

  it('fits them at 1280 px in English and the longest, isiXhosa', async () => {
    sessions.push(await tillOn(DESKTOP));
    await checkTill(sessions[1]!, ['en', 'xh']);
  });
});
