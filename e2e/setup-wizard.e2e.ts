import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, type BrowserSession } from './support/browser';
import { signInDemoMerchant } from './support/demo-merchant';
import { newMerchant, registerThroughUi } from './support/session';
import { productTile } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/shots/wizard';
const TAKEAWAY = [
  'Kota with Russian & Chips',
  'Slap Chips (Large)',
  'Vetkoek with Mince',
  'Quarter Chicken, Pap & Chakalaka',
  'Coca-Cola 500ml',
];
/** What an on-screen keyboard leaves of a 740 px high phone screen. */
const KEYBOARD_OPEN = { width: PHONE.width, height: 420 };
const BOTTOM_NAV_HEIGHT = 64;

let browser: BrowserSession;
beforeEach(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await openBrowser(PHONE);
});
afterEach(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByTestId('wizard-nav');
const previous = (page: Page) => nav(page).getByRole('button', { name: 'Previous' });
const next = (page: Page) => nav(page).getByRole('button', { name: 'Next' });
const storeType = (page: Page, name: string) =>
  page.locator('label').filter({ has: page.getByText(name, { exact: true }) });
const price = (page: Page, product: string) => page.getByLabel(`Price of ${product}`);

/** With the keyboard up, the field being typed in sits between the top bar and the Next bar. */
async function expectTypedInView(page: Page, field: Locator, shot: string) {
  await field.focus();
  await page.setViewportSize(KEYBOARD_OPEN);
  await page.waitForTimeout(900);
  await page.screenshot({ path: `${SHOTS}/${shot}` });
  const box = (await field.boundingBox())!;
  const bar = (await nav(page).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(56);
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  expect(bar.y + bar.height).toBeLessThanOrEqual(KEYBOARD_OPEN.height - BOTTOM_NAV_HEIGHT + 1);
  await page.setViewportSize(PHONE);
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Setup Wizard on a phone (360x740)', () => {
  it('takes a new takeaway from the dashboard card to a stocked-up catalogue', async () => {
    const { page } = browser;
    await registerThroughUi(page, browser.baseUrl, newMerchant());
    await page.getByRole('heading', { name: 'Set up your store' }).waitFor();
    await page.getByRole('link', { name: 'Start Setup Wizard' }).click();
    await page.waitForURL('**/setup-wizard');

    // Step 1: Previous is disabled, Next waits for a store type.
    await page.getByText('Step 1 of 3: Store type').waitFor();
    expect(await previous(page).isDisabled()).toBe(true);
    expect(await next(page).isDisabled()).toBe(true);
    await expectNoSeriousA11y(page, "the wizard's step 1");
    await page.screenshot({ path: `${SHOTS}/e2e-1-step1.png` });
    await storeType(page, 'Takeaway').click();
    expect(await page.getByRole('radio', { name: /Takeaway/ }).isChecked()).toBe(true);
    expect(await next(page).isDisabled()).toBe(false);
    expect(await previous(page).isDisabled()).toBe(true);
    await next(page).click();

    // Step 2: the template's five products; one price edited, one cleared and refused.
    await page.getByText('Step 2 of 3: Starting products').waitFor();
    for (const name of TAKEAWAY) await price(page, name).waitFor();
    expect(await price(page, TAKEAWAY[0]!).inputValue()).toBe('43.48');
    await price(page, TAKEAWAY[0]!).fill('49.99');
    await price(page, TAKEAWAY[4]!).fill('');
    await next(page).click();
    await page.getByText('Price is required').waitFor();
    await page.getByText('Step 2 of 3').waitFor();
    await expectNoSeriousA11y(page, "the wizard's step 2 with its error");
    await expectTypedInView(page, price(page, TAKEAWAY[4]!), 'e2e-2-step2-keyboard.png');
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/store-setup') &&
        r.request().method() === 'PUT' &&
        (r.request().postData() ?? '').includes('"price":"16.00"'),
    );
    await price(page, TAKEAWAY[4]!).fill('16.00');
    expect((await saved).status()).toBe(200);

    // A phone that drops the page resumes where it was.
    await page.reload();
    await page.getByText('Step 2 of 3').waitFor();
    expect(await price(page, TAKEAWAY[0]!).inputValue()).toBe('49.99');
    await previous(page).click();
    await page.getByText('Step 1 of 3').waitFor();
    expect(await page.getByRole('radio', { name: /Takeaway/ }).isChecked()).toBe(true);
    await next(page).click();
    expect(await price(page, TAKEAWAY[0]!).inputValue()).toBe('49.99');
    // How many the shop has now: optional, so the till can sell them at once.
    await page.getByLabel(`How many ${TAKEAWAY[1]} the shop has now`).fill('24');
    await page.screenshot({ path: `${SHOTS}/e2e-2-step2-stock.png` });
    await next(page).click();

    // Step 3: payment methods and how the shop gets paid.
    await page.getByText('Step 3 of 3: Payment info').waitFor();
    // Only what the till can take is offered.
    expect(await page.getByRole('checkbox', { name: /Mobile money/ }).count()).toBe(0);
    await page.getByRole('checkbox', { name: /^Card/ }).check();
    await page.locator('label').filter({ hasText: 'Bank account' }).click();
    await nav(page).getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose your bank' }).waitFor();
    await expectNoSeriousA11y(page, "the wizard's step 3 with its error");
    await page.getByLabel('Bank', { exact: true }).selectOption('Capitec');
    await expectTypedInView(page, page.getByLabel('Account number'), 'e2e-3-step3-keyboard.png');
    await page.getByLabel('Account number').fill('1234 5678 90');
    expect(await noOverflow(page)).toBe(true);
    await nav(page).getByRole('button', { name: 'Complete Setup' }).click();

    await page.getByRole('status').filter({ hasText: 'Store Setup Complete!' }).waitFor();
    await page.getByRole('heading', { name: 'Your store is set up' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-4-complete.png` });
    expect(await page.locator('body').innerText()).not.toMatch(/NaN|undefined/);
    await expectNoSeriousA11y(page, 'the completed wizard');

    await page.getByRole('link', { name: 'Add stock in the catalogue' }).click();
    await page.waitForURL('**/catalog');
    const cards = page.getByTestId('product-card');
    await cards.filter({ hasText: TAKEAWAY[0]! }).waitFor();
    expect(await cards.count()).toBe(5);
    for (const name of TAKEAWAY) await cards.filter({ hasText: name }).waitFor();
    expect(await cards.filter({ hasText: TAKEAWAY[0]! }).innerText()).toContain('R49.99 each');
    expect(await cards.filter({ hasText: TAKEAWAY[4]! }).innerText()).toContain('R16.00 each');
    await page.screenshot({ path: `${SHOTS}/e2e-5-catalog.png` });
    await expectNoSeriousA11y(page, 'the catalogue after the wizard');

    // The till sells the stocked product at once, by the methods ticked and no other.
    await page.goto('/pos');
    await productTile(page, TAKEAWAY[1]!).waitFor();
    const methods = page.getByRole('group', { name: 'Payment method' }).getByRole('radio');
    await expect
      .poll(() => methods.evaluateAll((inputs) => inputs.map((i) => i.getAttribute('value'))))
      .toEqual(['cash', 'card']);
    await page.screenshot({ path: `${SHOTS}/e2e-6-till-methods.png` });

    // Done once: the wizard opens on the completed screen and the dashboard card is gone.
    await page.goto('/setup-wizard');
    await page.getByRole('heading', { name: 'Your store is set up' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Recent Orders' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Set up your store' }).count()).toBe(0);
  });

  it('the dashboard card can be dismissed for good; the demo shop is already set up', async () => {
    const { page } = browser;
    await registerThroughUi(page, browser.baseUrl, newMerchant());
    await page.getByRole('heading', { name: 'Set up your store' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-6-dashboard-card.png` });
    await expectNoSeriousA11y(page, "the dashboard's setup card");
    await page.getByRole('button', { name: 'Dismiss store setup' }).click();
    expect(await page.getByRole('heading', { name: 'Set up your store' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Recent Orders' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Set up your store' }).count()).toBe(0);

    await signInDemoMerchant(browser);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Recent Orders' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Set up your store' }).count()).toBe(0);
    await page.goto('/setup-wizard');
    await page.getByRole('heading', { name: 'Your store is set up' }).waitFor();
  });
});
