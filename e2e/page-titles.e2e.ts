import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, openBrowser, PHONE, type BrowserSession } from './support/browser';
import { signInNewMerchant } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Visits each path and reads the title the page gives itself once it has drawn. */
async function titlesOf(session: BrowserSession, pages: [path: string, heading: string][]) {
  const titles: string[] = [];
  for (const [path, heading] of pages) {
    await session.page.goto(path);
    await session.page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    await expectNoSeriousA11y(session.page, path);
    titles.push(await session.page.title());
  }
  return titles;
}

describe('every page names itself in the title, in the user’s language', () => {
  it('says the page in English', async () => {
    browser = await openBrowser(DESKTOP);
    expect(await titlesOf(browser, [['/merchant/login', 'Merchant Login']])).toEqual([
      'Merchant Login · KasiTrade',
    ]);
    await signInNewMerchant(browser);
    const titles = await titlesOf(browser, [
      ['/dashboard', 'Dashboard'],
      ['/pos', 'POS System'],
      ['/catalog', 'Stock Catalog'],
      ['/micro-lending', 'Micro Lending'],
    ]);
    expect(titles).toEqual([
      'Dashboard · KasiTrade',
      'POS System · KasiTrade',
      'Stock Catalog · KasiTrade',
      'Micro Lending · KasiTrade',
    ]);
  });

  it('says the page in isiZulu', async () => {
    browser = await openBrowser(PHONE, { locale: 'zu-ZA' });
    await signInNewMerchant(browser);
    const titles = await titlesOf(browser, [
      ['/dashboard', 'Ideshibhodi'],
      ['/pos', 'Ithili'],
    ]);
    expect(titles).toEqual(['Ideshibhodi · KasiTrade', 'Ithili · KasiTrade']);
  });
});
