import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openBrowser, type BrowserSession } from './support/browser';
import {
  productTile,
  expectCleanPage,
  signInNewMerchant,
  toastTitled,
  type Api,
} from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/shots/offline';

interface Sale {
  id: string;
  saleNumber: string;
  offlineReceiptNumber: string | null;
  items: { name: string; quantity: number }[];
}
interface Product {
  id: string;
  name: string;
  stock: number;
}

const tap = (page: Page, name: string) => productTile(page, name).click();

/**
 * Rings up one cash sale and closes its receipt; answers the receipt's number. The receipt's
 * void, a part loaded when a receipt first shows, loads with no network too (the service worker
 * holds every file of the till) and says why it cannot void now.
 */
async function sellOffline(page: Page, names: string[]) {
  for (const name of names) await tap(page, name);
  await page.getByRole('button', { name: /^Checkout offline/ }).click();
  await toastTitled(page, 'Sale saved offline').waitFor();
  await page.getByText(/^Refunds need the internet/).waitFor();
  const title = page.getByRole('heading', { name: /^Receipt OFF-/ });
  const number = (await title.textContent())!.replace('Receipt ', '');
  await page.getByRole('button', { name: 'New Sale' }).click();
  return number;
}

/** The phone's copy of the catalogue has been written (the till can sell offline from it). */
async function catalogueStored(page: Page, userId: string, count: number) {
  await page.waitForFunction(
    ([id, n]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(`kasitrade-till-${id}`);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('products')) return resolve(false);
          const counted = db.transaction('products').objectStore('products').count();
          counted.onsuccess = () => resolve(counted.result >= (n as number));
        };
      }),
    [userId, count] as const,
  );
}

describe('the till with no network', () => {
  let session: BrowserSession;
  let api: Api;
  let userId: string;
  const products: Record<string, Product> = {};
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    ({ api } = await signInNewMerchant(session));
    userId = (await api<{ user: { id: string } }>('GET', '/api/auth/me')).user.id;
    for (const p of [
      { name: 'Offline Bread', price: '17.99', stock: 10 },
      { name: 'Offline Eggs', price: '21.00', stock: 2 },
    ]) {
      const made = await api<Product>('POST', '/api/products', p);
      products[made.name] = made;
    }
  });
  afterAll(() => session.close());

  it('sells offline, survives a reload and a closed tab, then syncs each sale exactly once', async () => {
    const { context } = session;
    let page = session.page;
    await page.goto('/pos');
    await productTile(page, 'Offline Bread').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(async () => {
      const keys = await caches.keys();
      const cache = keys[0] ? await caches.open(keys[0]) : null;
      const urls = cache ? (await cache.keys()).map((r) => new URL(r.url).pathname) : [];
      return urls.some((url) => url.includes('pos-page'));
    });
    await catalogueStored(page, userId, 2);
    // The notification region loads once the page has settled: have it before the network goes.
    await page.getByRole('region', { name: /Notifications/ }).waitFor({ state: 'attached' });

    await context.setOffline(true);
    await page.getByText('You are offline.').waitFor();
    const first = await sellOffline(page, ['Offline Bread']);
    expect(first).toMatch(/^OFF-[A-Z0-9]{6}-1$/);
    await page.getByText('1 sale waiting to sync').waitFor();
    // Wallet and credit say why they cannot sell now.
    await page.getByText('Offline: wallet and credit need the network').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'POS System' }).waitFor();
    await page.getByText('1 sale waiting to sync').waitFor();
    await sellOffline(page, ['Offline Bread']);
    // The server sold one egg meanwhile: the phone still thinks there are 2 and sells both.
    await api('POST', `/api/products/${products['Offline Eggs']!.id}/stock-adjustments`, {
      quantity: -1,
      reason: 'damaged',
    });
    await sellOffline(page, ['Offline Eggs', 'Offline Eggs']);
    await page.getByText('3 sales waiting to sync').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the offline till with sales waiting');
    await page.screenshot({ path: `${SHOTS}/offline-till-phone.png`, fullPage: true });

    // Closed and opened again, still offline.
    await page.close();
    page = await context.newPage();
    await page.goto('/pos');
    await page.getByText('3 sales waiting to sync').waitFor();
    await page.getByRole('list', { name: 'Sync report' }).getByText(first).waitFor();
    // Every screen says so while sales wait.
    await page.goto('/dashboard');
    await page.getByText('3 sales waiting to sync').waitFor();
    await page.screenshot({ path: `${SHOTS}/waiting-dashboard-phone.png` });
    await expectNoSeriousA11y(page, 'the dashboard with sales waiting');

    // The network returns; the sync call (the 3 sales in one) reaches the server but the tab
    // closes before the answer: sent again, each answers its first sale.
    let reached!: () => void;
    const firstReached = new Promise<void>((resolve) => (reached = resolve));
    await context.route(/\/api\/pos-sales(\/sync)?$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      reached();
    });
    await context.setOffline(false);
    await firstReached;
    await page.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });

    page = await context.newPage();
    await page.goto('/pos');
    const report = page.getByRole('list', { name: 'Sync report' });
    await expect
      .poll(() => report.getByText(/^Synced as SALE-/).count(), { timeout: 15_000 })
      .toBe(3);
    expect(await page.getByText(/waiting to sync/).count()).toBe(0);
    await page
      .getByRole('list', { name: 'Sync report' })
      .getByText('Synced as SALE-000003')
      .waitFor();
    await page.getByText('8 in stock').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the sync report');
    await page.screenshot({ path: `${SHOTS}/sync-report-phone.png`, fullPage: true });

    // The synced sale's receipt: 80 mm by default, a link the customer opens without signing in.
    await report.getByRole('button', { name: `Open receipt ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Receipt SALE-/ });
    await dialog.getByText(`Till receipt ${first}`).waitFor();
    await dialog.getByText('58 mm').click();
    await expectNoSeriousA11y(page, 'the receipt of a synced sale');
    await page.screenshot({ path: `${SHOTS}/receipt-dialog-phone.png` });
    const whatsapp = await dialog.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
    const link = /\/r\/[A-Za-z0-9_-]{22}/.exec(decodeURIComponent(whatsapp!))![0];
    expect((await dialog.getByRole('link', { name: /SMS/ }).getAttribute('href'))!).toMatch(
      /^sms:/,
    );
    await dialog.getByRole('button', { name: 'New Sale' }).click();
    const customer = await session.context.newPage();
    await customer.context().clearCookies();
    await customer.goto(link);
    await customer.getByText('Offline Bread').first().waitFor();
    await expectNoSeriousA11y(customer, "the customer's receipt page");
    await customer.screenshot({ path: `${SHOTS}/customer-receipt-phone.png` });
    await customer.close();

    const sales = await api<{ items: Sale[] }>('GET', '/api/pos-sales?pageSize=50');
    const numbers = sales.items.map((s) => s.offlineReceiptNumber);
    expect(sales.items).toHaveLength(3);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers).toContain(first);
    const list = await api<{ items: Product[] }>('GET', '/api/products?pageSize=50');
    const stock = Object.fromEntries(list.items.map((p) => [p.name, p.stock]));
    expect(stock).toEqual({ 'Offline Bread': 8, 'Offline Eggs': 0 });
    const alerts = await api<{ productName: string; alertType: string; message: string }[]>(
      'GET',
      '/api/stock-alerts',
    );
    const count = alerts.find((a) => a.alertType === 'stock_count');
    expect(count).toMatchObject({ productName: 'Offline Eggs' });
    expect(count!.message).toMatch(/1 more sold offline/);
  });
});
