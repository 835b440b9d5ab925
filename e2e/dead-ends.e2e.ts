import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { E2E_ADMIN } from './support/global-setup';
import { adminLoginThroughUi, type NewMerchant } from './support/session';
import { expectCleanPage, signInNewMerchant } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/shots/tillday';
const LOW = { name: 'Albany Brown Bread 700g', price: '17.99', stock: 3, lowStockThreshold: 10 };

describe('no dead ends', () => {
  let session: BrowserSession;
  let merchant: NewMerchant;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    const signedIn = await signInNewMerchant(session);
    merchant = signedIn.merchant;
    await signedIn.api('POST', '/api/products', LOW);
  });
  afterAll(() => session.close());

  it('the bell opens the stock alerts: mark read, and go to the product to restock it', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: '1 unread stock alerts' }).click();
    const alerts = page.getByRole('list', { name: 'Stock alerts' });
    await alerts.getByText('Low stock · 3 left (alert at 10)').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the stock alerts');
    await page.screenshot({ path: `${SHOTS}/bell-360.png` });
    await alerts.getByRole('button', { name: `Mark read: ${LOW.name}` }).click();
    await page.getByRole('button', { name: 'Stock alerts', exact: true }).waitFor();

    await alerts.getByRole('link', { name: `Go to ${LOW.name}` }).click();
    await page.waitForURL(/\/catalog\?product=/);
    const restock = page.getByRole('dialog', { name: 'Adjust Stock' });
    await restock.getByText(`${LOW.name}: 3 in stock`).waitFor();
    await expectNoSeriousA11y(page, 'the restock dialog');
    await page.screenshot({ path: `${SHOTS}/bell-restock-360.png` });
    await restock.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/catalog' && url.search === '');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('Quick Actions open New Order and Add Product; View Reports goes to Analytics', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'New Order' }).click();
    await page.waitForURL('**/orders?new=1');
    await page.getByRole('dialog').getByRole('heading', { name: 'New Order' }).waitFor();
    await expectNoSeriousA11y(page, 'the New Order dialog');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/orders' && url.search === '');

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Add Product' }).click();
    await page.waitForURL('**/catalog?add=1');
    await page.getByRole('dialog').getByRole('heading', { name: 'Add Product' }).waitFor();
    await expectNoSeriousA11y(page, 'the Add Product dialog');
    await page.keyboard.press('Escape');

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'View Reports' }).click();
    await page.waitForURL('**/analytics');
  });

  it('loading /catalog?add=1 or /orders?new=1 opens the dialog at once', async () => {
    const { page } = session;
    await page.goto('/catalog?add=1');
    await page.getByRole('dialog').getByRole('heading', { name: 'Add Product' }).waitFor();
    await page.goto('/orders?new=1');
    await page.getByRole('dialog').getByRole('heading', { name: 'New Order' }).waitFor();
  });

  it("the admin portal's top-bar search finds merchants, and the admin stays signed in", async () => {
    const admin = await openBrowser(DESKTOP);
    try {
      const { page } = admin;
      await adminLoginThroughUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
      await page.waitForURL('**/admin/dashboard');
      const search = page.getByRole('banner').getByLabel('Search merchants');
      await search.fill(merchant.businessName);
      await search.press('Enter');
      await page.waitForURL('**/admin/merchants?search=*');
      await page.getByText(merchant.businessName).first().waitFor();
      await page.getByText('1 merchant', { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/merchants');
      await expectCleanPage(page);
      await expectNoSeriousA11y(page, 'the admin merchant search');
      await page.screenshot({ path: `${SHOTS}/admin-search-1280.png` });
    } finally {
      await admin.close();
    }
  });
});
