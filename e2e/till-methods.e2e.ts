import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import {
  productTile,
  expectCleanPage,
  signInNewMerchant,
  toastTitled,
  type Api,
} from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

/** Issue 27: the till offers the payment methods the owner ticked, and none it did not. */
const SHOTS = '/tmp/shots/till-methods';

describe('payment methods from Settings to the till', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(DESKTOP);
    ({ api } = await signInNewMerchant(session));
    await api('POST', '/api/products', { name: 'Albany Bread', price: '17.99', stock: 30 });
  });
  afterAll(() => session.close());

  const tillMethods = () =>
    session.page
      .getByRole('group', { name: 'Payment method' })
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((i) => i.getAttribute('value')));

  it('turns Customer wallets off in Settings, and the till stops offering Wallet', async () => {
    const { page } = session;
    await page.goto('/settings');
    const methods = page.getByRole('group', { name: 'Payment methods at the till' });
    const wallets = methods.getByRole('checkbox', { name: 'Customer wallets' });
    // The boxes show (disabled, unticked) before the shop's settings arrive: wait for them.
    await methods.getByRole('checkbox', { name: 'Customer wallets', checked: true }).waitFor();
    expect(await methods.getByRole('checkbox', { checked: true }).count()).toBe(4);
    // Saved at once: the box follows the saved settings.
    await wallets.click();
    await methods.getByRole('checkbox', { name: 'Customer wallets', checked: false }).waitFor();
    await toastTitled(page, 'Shop settings saved').waitFor();
    await page.getByText('The till now offers: Cash, Card, Credit (on the book)').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, "the Settings' payment methods on a phone");
    await page.screenshot({ path: `${SHOTS}/settings-360.png`, fullPage: true });

    await page.goto('/pos');
    await productTile(page, 'Albany Bread').click();
    await page.getByRole('group', { name: 'Payment method' }).waitFor();
    await expect.poll(tillMethods).toEqual(['cash', 'card', 'credit']);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the till with the methods ticked');
    await page.screenshot({ path: `${SHOTS}/till-360.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
  });

  it("the wizard's products step asks how many the shop has now", async () => {
    const { page } = session;
    await page.goto('/setup-wizard');
    await page
      .locator('label')
      .filter({ has: page.getByText('Grocery Store', { exact: true }) })
      .click();
    await page.getByTestId('wizard-nav').getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 3: Starting products').waitFor();
    expect(await page.getByLabel(/the shop has now$/).count()).toBe(5);
    await page.screenshot({ path: `${SHOTS}/wizard-stock-1280.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, "the wizard's products step on a phone");
    await page.screenshot({ path: `${SHOTS}/wizard-stock-360.png`, fullPage: true });
    // The wizard saves its progress shortly after a change: let it land before the browser goes.
    await page.waitForLoadState('networkidle');
  });
});
