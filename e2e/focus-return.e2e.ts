import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from './support/browser';
import { isFocused, tabTo } from './support/keyboard';
import { newShopOnPhone, productTile, productTiles, type Api } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/focus-return-shots';
const BREAD = { name: 'Focus Bread', price: '17.99', stock: 30 };
/** A shop's shelf: the audit's till showed 50 tiles, the till's first page holds 48. */
const PRODUCTS = [
  BREAD,
  ...Array.from({ length: 47 }, (_, i) => ({
    name: `Focus Item ${String(i + 1).padStart(2, '0')}`,
    price: '10.00',
    stock: 30,
  })),
];
/** A keyboard sale took 71 Tabs before the shortcuts; with them it must stay well under. */
const SALE_TABS_BOUND = 30;

const search = (page: Page) => page.getByRole('main').getByLabel('Search products to sell');
const receipt = (page: Page) => page.getByRole('dialog', { name: /^Receipt SALE-/ });
const checkout = (page: Page) => page.getByRole('button', { name: /^Checkout/ });

/** From a fresh page: to the search, Enter adds the one match, Go to payment, Cash, Checkout. */
async function keyboardSale(page: Page) {
  await page.goto('/pos');
  await productTile(page, BREAD.name).waitFor();
  let tabs = await tabTo(page, search(page));
  await page.keyboard.type('bread');
  await expect.poll(() => productTiles(page).count()).toBe(1);
  await page.keyboard.press('Enter');
  await page.getByLabel(`Quantity of ${BREAD.name}`).waitFor();
  tabs += await tabTo(page, page.getByRole('link', { name: 'Go to payment' }));
  await page.keyboard.press('Enter');
  expect(await isFocused(page.getByRole('radio', { name: 'Cash' }))).toBe(true);
  tabs += await tabTo(page, checkout(page));
  await page.keyboard.press('Enter');
  await receipt(page).waitFor();
  return tabs;
}

/** The same sale with Tab alone: to the first tile, then to Cash, then to Checkout. */
async function tabOnlySale(page: Page) {
  await page.goto('/pos');
  await productTile(page, BREAD.name).waitFor();
  let tabs = await tabTo(page, productTile(page, BREAD.name));
  await page.keyboard.press('Enter');
  tabs += await tabTo(page, page.getByRole('radio', { name: 'Cash' }));
  tabs += await tabTo(page, checkout(page));
  await page.keyboard.press('Enter');
  await receipt(page).waitFor();
  return tabs;
}

describe('focus comes back when a dialog closes, on a phone (360x740)', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    ({ session, api } = await newShopOnPhone(SHOTS, PRODUCTS));
  });
  afterAll(() => session.close());

  it('a keyboard sale takes few Tabs; its receipt gives focus to the search by New Sale and by Escape', async () => {
    const { page } = session;
    const tabOnly = await tabOnlySale(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(search(page))).toBe(true);

    const tabs = await keyboardSale(page);
    console.info(`keyboard sale: ${tabs} Tabs with the shortcuts, ${tabOnly} with Tab alone`);
    expect(tabs).toBeLessThan(SALE_TABS_BOUND);
    expect(tabs).toBeLessThan(tabOnly);
    await page.screenshot({ path: `${SHOTS}/receipt-360.png` });
    await expectNoSeriousA11y(page, 'the receipt');
    await tabTo(page, receipt(page).getByRole('button', { name: 'New Sale' }));
    await page.keyboard.press('Enter');
    await receipt(page).waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(search(page))).toBe(true);

    await keyboardSale(page);
    await page.keyboard.press('Escape');
    await receipt(page).waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(search(page))).toBe(true);
  });

  it('New Order gives focus back to its button on Escape, on Cancel and after saving', async () => {
    const { page } = session;
    const customer = { name: 'Focus Thandeka', phone: `083${String(Date.now()).slice(-7)}` };
    await api('POST', '/api/customers', customer);
    await page.goto('/orders');
    const opener = page.getByRole('button', { name: 'New Order' });
    const dialog = page.getByRole('dialog', { name: 'New Order' });
    const open = async () => {
      await opener.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
    };
    const closedToOpener = async () => {
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(opener)).toBe(true);
    };

    await open();
    await expectNoSeriousA11y(page, 'the New Order dialog');
    await page.keyboard.press('Escape');
    await closedToOpener();

    await open();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await closedToOpener();

    await open();
    await dialog.getByLabel('Search customers').fill(customer.name);
    await dialog.getByLabel('Customer', { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel('Add product').fill(BREAD.name);
    await dialog.getByRole('button', { name: `Add ${BREAD.name}` }).click();
    await dialog.getByRole('button', { name: 'Create Order' }).click();
    await closedToOpener();
  });
});
