import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import {
  productTiles,
  productTile,
  expectCleanPage,
  signInNewMerchant,
  toastTitled,
  type Api,
} from './support/till';
import { expectNoSeriousA11y } from './support/a11y';
import { expectPrintsOnOnePage } from './support/print';

const SHOTS = '/tmp/pos-ui-shots';

const PRODUCTS = [
  { name: 'Till Bread', price: '17.99', stock: 20 },
  { name: 'Till Milk 1L', price: '24.99', stock: 15 },
  { name: 'Till Sugar 2kg', price: '45.50', stock: 8 },
  { name: 'Till Eggs 6', price: '21.00', stock: 1 },
  { name: 'Till Sold Out', price: '9.99', stock: 0 },
];

const tap = (page: Page, name: string) => productTile(page, name).click();
const checkoutButton = (page: Page) => page.getByRole('button', { name: /^Checkout/ });

describe('POS System', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    ({ api } = await signInNewMerchant(session));
    for (const product of PRODUCTS) await api('POST', '/api/products', product);
  });
  afterAll(() => session.close());

  it('sells three products on a phone: receipt with VAT and total, stock drops, dashboard shows it', async () => {
    const { page } = session;
    await page.goto('/pos');
    await page.getByRole('heading', { name: 'POS System' }).waitFor();
    await productTile(page, 'Till Bread').waitFor();
    expect(await productTile(page, 'Till Sold Out').count()).toBe(0);

    await checkoutButton(page).click();
    await toastTitled(page, 'Empty Cart').waitFor();
    await page.getByText('Please add items to cart before checkout').first().waitFor();

    const search = page.getByRole('main').getByLabel('Search products to sell');
    await search.fill('eggs');
    await expect.poll(() => productTiles(page).count()).toBe(1);
    await tap(page, 'Till Eggs 6');
    await tap(page, 'Till Eggs 6');
    await toastTitled(page, 'Stock Limit').waitFor();
    await page.getByText('Not enough stock available').first().waitFor();
    expect(await page.getByLabel('Quantity of Till Eggs 6').textContent()).toBe('1');
    await page.getByRole('button', { name: 'Remove Till Eggs 6' }).click();
    await search.fill('');

    await tap(page, 'Till Bread');
    await tap(page, 'Till Milk 1L');
    await tap(page, 'Till Sugar 2kg');
    await page.getByRole('button', { name: 'One more Till Bread' }).click();
    // 2 x 17.99 + 24.99 + 45.50 = 106.47; VAT 15.9705 -> 15.97; total 122.44
    const totals = page.getByLabel('Totals');
    await totals.getByText('R106.47').waitFor();
    await totals.getByText('R15.97').waitFor();
    await totals.getByText('R122.44').waitFor();
    await page.getByLabel('Cash received (optional)').fill('100');
    await page.getByText('Cash received is less than the total').waitFor();
    await page.getByLabel('Cash received (optional)').fill('150');
    await page.getByText('Change: R27.56').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'till with a cart, phone');
    await page.screenshot({ path: `${SHOTS}/pos-cart-phone.png`, fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/pos-grid-phone.png` });

    await checkoutButton(page).click();
    await toastTitled(page, 'Sale Completed').waitFor();
    await page.getByText('Transaction processed successfully!').first().waitFor();
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await receipt.getByText('Sale SALE-000001').waitFor();
    for (const text of ['R106.47', 'R15.97', 'R122.44', 'Cash', 'R150.00', 'R27.56']) {
      await receipt.getByText(text, { exact: true }).first().waitFor();
    }
    await receipt.getByText('2 × Till Bread').waitFor();
    await receipt.getByText("Thandi's Spaza", { exact: false }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'receipt dialog, phone');
    await page.screenshot({ path: `${SHOTS}/pos-receipt-phone.png` });
    // Printed, the slip is all there is and starts the paper: no blank paper is fed before it.
    await expectPrintsOnOnePage(page, '#pos-receipt');
    await page.getByRole('button', { name: 'New Sale' }).click();
    await page.getByText('The cart is empty. Tap a product to add it.').waitFor();

    await page.getByRole('button', { name: 'Open receipt SALE-000001' }).click();
    await receipt.getByText('R122.44').waitFor();
    await page.getByRole('button', { name: 'New Sale' }).click();

    await page.goto('/catalog');
    await page.getByRole('main').getByLabel('Search products').fill('Till Bread');
    const bread = page.getByTestId('product-card').filter({ hasText: 'Till Bread' });
    await bread.getByText('In stock · 18').waitFor();
    await expectNoSeriousA11y(page, 'catalogue, phone');

    await page.goto('/dashboard');
    await page.getByText('R122.44 today').waitFor();
    await expectNoSeriousA11y(page, 'dashboard, phone');
  });

  it('a checkout whose answer is lost is kept offline and synced once', async () => {
    const { page } = session;
    await page.goto('/pos');
    await tap(page, 'Till Milk 1L');
    let sent = 0;
    await page.route('**/api/pos-sales', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent += 1;
      await route.fetch(); // the server records the sale...
      await route.abort('failed'); // ...but the answer never reaches the till
    });
    await checkoutButton(page).click();
    await toastTitled(page, 'Sale saved offline').waitFor();
    await page.getByRole('heading', { name: /^Receipt OFF-/ }).waitFor();
    await expectNoSeriousA11y(page, 'offline receipt dialog, phone');
    await page.getByRole('button', { name: 'New Sale' }).click();
    await page.unroute('**/api/pos-sales');
    // The next start sends it again under the same key: the server answers the sale it has.
    await page.reload();
    await page
      .getByRole('list', { name: 'Sync report' })
      .getByText('Synced as SALE-000002')
      .waitFor();
    await expectNoSeriousA11y(page, 'till with its sync report, phone');
    expect(sent).toBeGreaterThanOrEqual(1);
    const sales = await api<{ total: number }>('GET', '/api/pos-sales');
    expect(sales.total).toBe(2);
    const milk = await api<{ items: { stock: number }[] }>(
      'GET',
      '/api/products?search=Till%20Milk',
    );
    expect(milk.items[0]!.stock).toBe(13);
    await page.getByRole('button', { name: 'Clear synced' }).click();

    await page.setViewportSize(DESKTOP);
    await tap(page, 'Till Sugar 2kg');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'till, laptop');
    await page.screenshot({ path: `${SHOTS}/pos-desktop.png` });
    await page.getByRole('button', { name: 'Open receipt SALE-000002' }).click();
    await page.getByRole('article', { name: 'Receipt' }).getByText('Sale SALE-000002').waitFor();
    await expectNoSeriousA11y(page, 'receipt dialog, laptop');
    await page.screenshot({ path: `${SHOTS}/pos-receipt-desktop.png` });
    await page.setViewportSize(PHONE);
  });

  it('adds a customer without an email at the till and sells to them', async () => {
    const { page } = session;
    await page.goto('/pos');
    await productTile(page, 'Till Bread').waitFor();
    await page.getByRole('button', { name: 'New Customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    await dialog.getByLabel('Name *').fill('Gogo Ndlovu');
    await dialog.getByLabel('Phone *').fill('082 765 4321');
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'new customer dialog, phone');
    await page.screenshot({ path: `${SHOTS}/pos-new-customer-360.png` });
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await toastTitled(page, 'Success').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const picker = page.getByLabel('Customer', { exact: true });
    await expect
      .poll(() => picker.locator('option:checked').textContent())
      .toContain('Gogo Ndlovu');

    await tap(page, 'Till Bread');
    await checkoutButton(page).click();
    await toastTitled(page, 'Sale Completed').waitFor();
    await page
      .getByRole('article', { name: 'Receipt' })
      .getByText('Customer: Gogo Ndlovu')
      .waitFor();
    const customers = await api<{ items: { name: string; email: string | null }[] }>(
      'GET',
      '/api/customers?search=Gogo',
    );
    expect(customers.items).toEqual([
      expect.objectContaining({ name: 'Gogo Ndlovu', email: null }),
    ]);
  });
});
