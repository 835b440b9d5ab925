import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type BrowserSession } from './support/browser';
import {
  productTile,
  expectCleanPage,
  newShopOnPhone,
  toastTitled,
  type Api,
} from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/pos-ui-shots';

const PRODUCTS = [
  { name: 'Disc Milk 1L', price: '24.99', stock: 15 },
  { name: 'Disc Bread', price: '17.99', stock: 15 },
];

const tap = (page: Page, name: string) => productTile(page, name).click();
const checkoutButton = (page: Page) => page.getByRole('button', { name: /^Checkout/ });

/** Opens a discount box by its button and types into it, as rand off or a percent. */
async function giveDiscount(page: Page, label: string, kind: 'R off' | '% off', text: string) {
  const group = page.getByRole('group', { name: label });
  if ((await group.count()) === 0) await page.getByRole('button', { name: label }).click();
  await group.getByRole('button', { name: kind }).click();
  await group.getByLabel('Discount amount').fill(text);
  return group;
}

describe('A discount at the till', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    ({ session, api } = await newShopOnPhone(SHOTS, PRODUCTS));
  });
  afterAll(() => session.close());

  it('a line and a sale discount on a phone: totals, receipt, receipt page and dashboard', async () => {
    const { page } = session;
    await page.goto('/pos');
    await tap(page, 'Disc Milk 1L');
    await tap(page, 'Disc Milk 1L');
    await tap(page, 'Disc Bread');

    // Rand off more than the line is said beside it, and checkout waits.
    const line = await giveDiscount(page, 'Discount on Disc Milk 1L', 'R off', '60');
    await line.getByText('The discount cannot be more than R49.98').waitFor();
    expect(await checkoutButton(page).isDisabled()).toBe(true);
    await giveDiscount(page, 'Discount on Disc Milk 1L', 'R off', '2');
    await expect.poll(() => checkoutButton(page).isDisabled()).toBe(false);
    await page.getByText('R47.98', { exact: true }).waitFor();

    // 47.98 + 17.99 = 65.97; 10% off = 6.60; VAT on 59.37 = 8.9055 -> 8.91; total 68.28
    await giveDiscount(page, 'Discount on the sale', '% off', '10');
    const totals = page.getByLabel('Totals');
    for (const text of ['R65.97', '-R6.60', 'R8.91', 'R68.28']) {
      await totals.getByText(text, { exact: true }).waitFor();
    }
    await totals.getByText('Discount (10%)').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the till with a line and a sale discount');
    await page.screenshot({ path: `${SHOTS}/pos-discount-cart-phone.png`, fullPage: true });

    await checkoutButton(page).click();
    await toastTitled(page, 'Sale Completed').waitFor();
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await receipt.getByText('Discount (10%)').waitFor();
    for (const text of ['R49.98', '-R2.00', 'R65.97', '-R6.60', 'R8.91', 'R68.28']) {
      await receipt.getByText(text, { exact: true }).first().waitFor();
    }
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the receipt with discounts');
    await page.screenshot({ path: `${SHOTS}/pos-discount-receipt-phone.png` });
    await page.getByRole('button', { name: 'New Sale' }).click();

    const sales = await api<{ items: { receiptToken: string; discountTotal: string }[] }>(
      'GET',
      '/api/pos-sales',
    );
    expect(sales.items[0]!.discountTotal).toBe('8.60');
    await page.goto(`/r/${sales.items[0]!.receiptToken}`);
    const text = await page.locator('body').innerText();
    expect(text).toMatch(/Discount\s+-R2\.00/);
    expect(text).toMatch(/Discount \(10%\)\s+-R6\.60/);
    expect(text).toMatch(/Total\s+R68\.28/);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the receipt page with discounts');
    await page.screenshot({ path: `${SHOTS}/pos-discount-receipt-page-phone.png`, fullPage: true });

    await page.goto('/analytics');
    await page.getByTestId('takings-today').getByText('R68.28').waitFor();
    await page.getByText('Discounts given today: R8.60').waitFor();
    await expectNoSeriousA11y(page, 'the analytics with discounts');
  });

  it('looks right on a laptop', async () => {
    const { page } = session;
    await page.setViewportSize(DESKTOP);
    await page.goto('/pos');
    await tap(page, 'Disc Bread');
    await giveDiscount(page, 'Discount on Disc Bread', '% off', '12.5');
    await giveDiscount(page, 'Discount on the sale', 'R off', '1');
    // 17.99 - 2.25 = 15.74; less 1.00 = 14.74; VAT 2.211 -> 2.21; total 16.95
    await page.getByLabel('Totals').getByText('R16.95', { exact: true }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the till with discounts on a laptop');
    await page.screenshot({ path: `${SHOTS}/pos-discount-desktop.png` });
    await checkoutButton(page).click();
    await toastTitled(page, 'Sale Completed').waitFor();
    await page.getByRole('article', { name: 'Receipt' }).getByText('Discount (12.5%)').waitFor();
    await expectNoSeriousA11y(page, 'the receipt with discounts on a laptop');
    await page.screenshot({ path: `${SHOTS}/pos-discount-receipt-desktop.png` });
    await page.getByRole('button', { name: 'New Sale' }).click();
  });

  it('fits on a phone in isiZulu, the receipt worded in it', async () => {
    const { page } = session;
    await page.getByLabel('Language').first().selectOption('zu');
    await page.getByRole('heading', { name: 'Ithili' }).waitFor();
    await page.setViewportSize(PHONE);
    await productTile(page, 'Disc Bread').click();
    const line = page.getByRole('group', { name: 'Isaphulelo ku-Disc Bread' });
    await page.getByRole('button', { name: 'Isaphulelo ku-Disc Bread' }).click();
    await line.getByRole('button', { name: '% ephuliwe' }).click();
    await line.getByLabel('Inani lesaphulelo').fill('10');
    await page.getByRole('button', { name: 'Isaphulelo kukho konke ukuthengisa' }).click();
    const sale = page.getByRole('group', { name: 'Isaphulelo kukho konke ukuthengisa' });
    await sale.getByLabel('Inani lesaphulelo').fill('20');
    await sale.getByText('Isaphulelo ngeke sidlule ku-R16.19').waitFor();
    await sale.getByLabel('Inani lesaphulelo').fill('1.19');
    // 17.99 - 1.80 = 16.19; less 1.19 = 15.00; VAT 2.25; total 17.25
    await page.getByRole('button', { name: 'Khokhisa R17.25' }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the isiZulu till with discounts');
    await page.screenshot({ path: `${SHOTS}/pos-discount-zu-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Khokhisa R17.25' }).click();
    const receipt = page.getByRole('article');
    await receipt.getByText('Isaphulelo (10%)').waitFor();
    await receipt.getByText('-R1.19', { exact: true }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the isiZulu receipt with discounts');
  });
});
