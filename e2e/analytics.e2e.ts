import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
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

const SHOTS = '/tmp/shots/analytics';

const stampCard = (page: Page) => page.getByTestId('stamp-card');

/** Chooses the customer at the till, adds the products and checks out. */
async function sellTo(page: Page, customerId: string, products: string[], stampsBefore: string) {
  await page.locator('#pos-customer').selectOption(customerId);
  await stampCard(page).getByText(stampsBefore).waitFor();
  for (const name of products) await productTile(page, name).click();
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await toastTitled(page, 'Sale Completed').waitFor();
  await page.getByRole('button', { name: 'New Sale' }).click();
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe(`Smart Analytics on a ${size}`, () => {
    let session: BrowserSession;
    let api: Api;
    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      session = await openBrowser(viewport);
      ({ api } = await signInNewMerchant(session));
    });
    afterAll(() => session.close());

    it('shows a new shop labelled sample figures and asks for a first sale', async () => {
      const { page } = session;
      await page.goto('/analytics');
      await page.getByRole('heading', { name: 'Smart Analytics' }).waitFor();
      const notice = page.getByRole('note', { name: 'Sample figures' });
      await notice.getByText('These are example figures, not your shop’s.').waitFor();
      expect(await page.getByText('Sample', { exact: true }).count()).toBeGreaterThan(5);
      await expectCleanPage(page);
      await expectNoSeriousA11y(page, 'the sample analytics');
      await page.screenshot({ path: `${SHOTS}/sample-${size}.png`, fullPage: true });
      await notice.getByRole('link', { name: 'Ring up a first sale' }).click();
      await page.waitForURL('**/pos');
    });

    it('fills a stamp card at the till, redeems its reward, then shows the shop’s own figures', async () => {
      const { page } = session;
      await api('POST', '/api/products', { name: 'Loyal Bread', price: '10.00', stock: 40 });
      await api('POST', '/api/products', { name: 'Loyal Milk', price: '20.00', stock: 2 });
      const customer = await api<{ id: string }>('POST', '/api/customers', {
        name: 'Nomvula Zulu',
        phone: `083${String(Date.now()).slice(-7)}`,
        email: 'nomvula@example.co.za',
      });

      await page.goto('/customers');
      await page.getByRole('button', { name: 'History' }).click();
      await page.getByRole('button', { name: 'Add a stamp card' }).click();
      await page.getByLabel('Reward *').fill('Free loaf of bread');
      await page.getByLabel('Stamps for the reward').fill('2');
      await page.getByLabel('Reward value (R)').fill('10');
      await page.getByRole('button', { name: 'Add stamp card' }).click();
      await toastTitled(page, 'Success').waitFor();
      await stampCard(page).getByText('0 of 2 stamps').waitFor();
      await page.screenshot({ path: `${SHOTS}/customer-card-${size}.png` });
      await expectNoSeriousA11y(page, 'the stamp card dialog');
      await page.keyboard.press('Escape');

      await page.goto('/pos');
      await sellTo(page, customer.id, ['Loyal Bread'], '0 of 2 stamps');
      await sellTo(page, customer.id, ['Loyal Milk', 'Loyal Milk'], '1 of 2 stamps');
      await page.locator('#pos-customer').selectOption(customer.id);
      await stampCard(page).getByText('Reward ready').waitFor();
      await expectCleanPage(page);
      await stampCard(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/till-reward-ready-${size}.png` });
      await expectNoSeriousA11y(page, 'the till with a reward ready');
      await page.getByRole('button', { name: 'Redeem reward' }).click();
      await toastTitled(page, 'Reward redeemed').waitFor();
      await page.getByText('Hand over: Free loaf of bread (R10.00)').first().waitFor();
      await stampCard(page).getByText('0 of 2 stamps').waitFor();

      await page.goto('/analytics');
      await page.getByRole('heading', { name: 'Smart Analytics' }).waitFor();
      // 10.00 + 40.00 before VAT: 57.50 taken today.
      await page.getByTestId('takings-today').getByText('R57.50').waitFor();
      expect(await page.getByRole('note', { name: 'Sample figures' }).count()).toBe(0);
      expect(await page.getByText('Sample', { exact: true }).count()).toBe(0);
      await page
        .getByRole('img', { name: /Takings for the last 7 days\. Highest: .*R57\.50, 2 sales/ })
        .waitFor();
      await page.getByTestId('suggestion').filter({ hasText: 'Restock Loyal Milk' }).waitFor();
      const loyalty = page.getByRole('region', { name: 'Loyalty Impact' });
      await loyalty.getByText('R10.00').waitFor();
      await expectCleanPage(page);
      await page.screenshot({ path: `${SHOTS}/own-figures-${size}.png`, fullPage: true });
      await expectNoSeriousA11y(page, "the shop's own analytics");

      await page.getByRole('button', { name: 'Table' }).click();
      const table = page.getByRole('table');
      await table.getByRole('cell', { name: 'R57.50' }).waitFor();
      expect(await table.getByRole('row').count()).toBe(8);
      await expectNoSeriousA11y(page, 'the analytics table');
    });
  });
}
