import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type BrowserSession } from './support/browser';
import {
  productTiles,
  productTile,
  expectCleanPage,
  newShopOnPhone,
  toastTitled,
  type Api,
} from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/shots/tillday';
const PRODUCTS = [
  { name: 'Sunfoil Sunflower Oil 750ml', price: '32.99', stock: 24 },
  { name: 'Sunfoil Sunflower Oil 2L', price: '64.99', stock: 24 },
  { name: 'Iwisa Super Maize Meal 5kg', price: '79.99', stock: 30 },
  { name: 'Iwisa Super Maize Meal 2.5kg', price: '44.99', stock: 30 },
  { name: 'Huletts White Sugar 2kg', price: '42.99', stock: 0 },
];
const OIL_2L = PRODUCTS[1]!.name;

/** A catalogue card by its product's full name (the name and its size are separate lines). */
const cardOf = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByTitle(name, { exact: true }) });

/** The pack size is on screen in full, inside its tile: not cut, not hidden. */
async function expectSizeShown(tile: Locator, size: string) {
  const label = tile.getByTestId('pack-size');
  expect(await label.innerText()).toBe(size);
  const [box, outer] = await Promise.all([label.boundingBox(), tile.boundingBox()]);
  expect(box && outer).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(outer!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

const overlaps = (a: DOMRect | null, b: DOMRect | null) =>
  Boolean(
    a &&
    b &&
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height,
  );
const rect = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON());

async function tillTiles(page: Page) {
  await page.goto('/pos');
  await page.getByRole('main').getByLabel('Search products to sell').fill('Sunfoil');
  await expect.poll(() => productTiles(page).count()).toBe(2);
}

describe('look-alike products and what will be refused', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    ({ session, api } = await newShopOnPhone(SHOTS, PRODUCTS));
  });
  afterAll(() => session.close());

  it('shows the pack size of every look-alike on the till and in the catalogue, phone and laptop', async () => {
    const { page } = session;
    for (const [viewport, width] of [
      [PHONE, 360],
      [DESKTOP, 1280],
    ] as const) {
      await page.setViewportSize(viewport);
      await tillTiles(page);
      await expectSizeShown(productTile(page, 'Sunfoil Sunflower Oil 750ml'), '750ml');
      await expectSizeShown(productTile(page, OIL_2L), '2L');
      await page.getByRole('main').getByLabel('Search products to sell').fill('');
      await expect.poll(() => productTiles(page).count()).toBe(4);
      await expectCleanPage(page);
      await expectNoSeriousA11y(page, "the till's look-alikes");
      await page.screenshot({ path: `${SHOTS}/till-${width}.png` });

      await page.goto('/catalog');
      const cards = page.getByTestId('product-card');
      await expect.poll(() => cards.count()).toBe(5);
      await expectSizeShown(cardOf(page, 'Iwisa Super Maize Meal 5kg'), '5kg');
      await expectSizeShown(cardOf(page, 'Iwisa Super Maize Meal 2.5kg'), '2.5kg');
      await expectSizeShown(cardOf(page, OIL_2L), '2L');
      await expectCleanPage(page);
      await expectNoSeriousA11y(page, "the catalogue's look-alikes");
      await page.screenshot({ path: `${SHOTS}/catalog-${width}.png`, fullPage: width === 360 });
    }
    await page.setViewportSize(PHONE);
  });

  it('caps Add to Order at the stock and offers nothing out of stock', async () => {
    const { page } = session;
    await page.goto('/catalog');
    const oil = cardOf(page, OIL_2L);
    const quantity = oil.getByLabel('Quantity');
    await quantity.fill('1001');
    expect(await quantity.inputValue()).toBe('24');
    await oil.getByText('Only 24 in stock').waitFor();
    // 24 units: 10% off 64.99 = 58.49 each
    expect(await oil.getByTestId('bulk-price').innerText()).toBe('R1 403.76');
    await oil.getByRole('button', { name: 'Add to Order' }).click();
    await oil.getByRole('button', { name: 'Add to Order' }).click();
    await toastTitled(page, 'Stock Limit').waitFor();
    await page.getByTestId('draft-order-bar').getByText('1 product, 24 units').waitFor();

    const sugar = cardOf(page, 'Huletts White Sugar 2kg');
    expect(await sugar.getByRole('button', { name: 'Out of stock' }).isDisabled()).toBe(true);
    await expectNoSeriousA11y(page, 'the catalogue capped at the stock');
    await page.screenshot({ path: `${SHOTS}/catalog-capped-360.png` });
  });

  it('disables Checkout with the reason for credit to a walk-in or beyond the available credit', async () => {
    const { page } = session;
    const customer = await api<{ id: string }>('POST', '/api/customers', {
      name: 'Sipho Dlamini',
      phone: '0739951206',
      email: 'sipho@example.co.za',
    });
    await api('POST', '/api/credit-accounts', { customerId: customer.id, creditLimit: '50' });
    await tillTiles(page);
    await productTile(page, OIL_2L).click();
    const payment = page.getByRole('group', { name: 'Payment method' });
    const checkout = page.getByRole('button', { name: /^Checkout/ });

    await payment.getByText('Credit', { exact: true }).click();
    await page.getByText('Credit needs a customer: choose one with a credit account').waitFor();
    expect(await checkout.isDisabled()).toBe(true);
    await payment.getByText('Wallet', { exact: true }).click();
    await page.getByText('Wallet needs a customer: choose whose wallet pays').waitFor();
    expect(await checkout.isDisabled()).toBe(true);

    await payment.getByText('Credit', { exact: true }).click();
    const picker = page.getByRole('main').getByLabel('Customer', { exact: true });
    await picker.locator('option', { hasText: 'Sipho' }).waitFor({ state: 'attached' });
    await picker.selectOption({ label: 'Sipho Dlamini · 073 995 1206' });
    await page.getByText('R74.74 is more than the available credit of R50.00.').waitFor();
    expect(await checkout.isDisabled()).toBe(true);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the till refusing credit');
    await page.screenshot({ path: `${SHOTS}/till-credit-refused-360.png`, fullPage: true });

    // Cash goes through; the toast stays clear of the receipt's buttons on a phone.
    await payment.getByText('Cash', { exact: true }).click();
    expect(await checkout.isDisabled()).toBe(false);
    await checkout.click();
    const toast = toastTitled(page, 'Sale Completed');
    await toast.waitFor();
    const dialog = page.getByRole('dialog');
    for (const name of ['New Sale', 'Print', 'WhatsApp']) {
      const button = dialog.getByRole(name === 'WhatsApp' ? 'link' : 'button', { name });
      expect(overlaps(await rect(toast), await rect(button)), name).toBe(false);
    }
    await expectNoSeriousA11y(page, 'the receipt under its toast');
    await page.screenshot({ path: `${SHOTS}/till-receipt-toast-360.png` });
  });

  it('charges and prints no VAT for a shop that is not VAT registered', async () => {
    const { page } = session;
    await api('PUT', '/api/shop-settings', { vatRegistered: false });
    await page.goto('/pos');
    await productTile(page, OIL_2L).click();
    const totals = page.getByLabel('Totals');
    await totals.getByText('R64.99').first().waitFor();
    expect(await totals.innerText()).not.toMatch(/VAT/);
    await page.getByRole('button', { name: 'Checkout R64.99' }).click();
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await receipt.getByText('Total', { exact: true }).waitFor();
    expect(await receipt.innerText()).not.toMatch(/VAT/);
    await expectNoSeriousA11y(page, 'the receipt without VAT');
    await page.screenshot({ path: `${SHOTS}/till-receipt-no-vat-360.png` });
    await api('PUT', '/api/shop-settings', { vatRegistered: true, vatNumber: '4123456789' });
  });
});
