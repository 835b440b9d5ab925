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

interface Product {
  id: string;
  name: string;
  stock: number;
}

/** A product's tile on the till, by the name its Add button carries. */
const tile = (page: Page, name: string) => productTile(page, name);

async function sellOffline(page: Page, name: string, units: number) {
  for (let i = 0; i < units; i += 1) await tile(page, name).click();
  await page.getByRole('button', { name: /^Checkout offline/ }).click();
  await toastTitled(page, 'Sale saved offline').waitFor();
  await page.getByRole('button', { name: 'New Sale' }).click();
}

/** The phone's copy of the catalogue holds the product (the till can sell offline from it). */
async function catalogueStored(page: Page, userId: string) {
  await page.waitForFunction(
    (id) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(`kasitrade-till-${id}`);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('products')) return resolve(false);
          const counted = db.transaction('products').objectStore('products').count();
          counted.onsuccess = () => resolve(counted.result >= 1);
        };
      }),
    userId,
  );
}

describe('the till counts offline sales and sends them as the network returns', () => {
  let session: BrowserSession;
  let api: Api;
  let userId: string;
  let bread: Product;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    ({ api } = await signInNewMerchant(session));
    userId = (await api<{ user: { id: string } }>('GET', '/api/auth/me')).user.id;
    bread = await api<Product>('POST', '/api/products', {
      name: 'Count Bread',
      price: '17.99',
      stock: 30,
    });
  });
  afterAll(() => session.close());

  it('shows two offline sales in the counts at once and on the server within 5 s', async () => {
    const { page, context } = session;
    await page.goto('/pos');
    await tile(page, 'Count Bread').getByText('30 in stock').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await catalogueStored(page, userId);
    await page.getByRole('region', { name: /Notifications/ }).waitFor({ state: 'attached' });

    await context.setOffline(true);
    await page.getByText('You are offline.').waitFor();
    await sellOffline(page, 'Count Bread', 1);
    await tile(page, 'Count Bread').getByText('29 in stock').waitFor({ timeout: 2_000 });
    await sellOffline(page, 'Count Bread', 2);
    await tile(page, 'Count Bread').getByText('27 in stock').waitFor({ timeout: 2_000 });
    await page.getByText('2 sales waiting to sync').waitFor();

    // Reloaded with no network: the counts still take off what waits.
    await page.reload();
    await page.getByText('2 sales waiting to sync').waitFor();
    await tile(page, 'Count Bread').getByText('27 in stock').waitFor();
    expect(await page.getByText('30 in stock').count()).toBe(0);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the offline till after a reload');
    await page.screenshot({ path: `${SHOTS}/offline-counts-phone.png`, fullPage: true });
    expect((await api<Product>('GET', `/api/products/${bread.id}`)).stock).toBe(30);

    // The network returns: the notice goes at once and both sales reach the server within 5 s.
    const back = Date.now();
    await context.setOffline(false);
    await page.getByText('You are offline.').waitFor({ state: 'detached', timeout: 1_000 });
    await expect
      .poll(async () => (await api<Product>('GET', `/api/products/${bread.id}`)).stock, {
        timeout: 5_000,
        interval: 200,
      })
      .toBe(27);
    expect(Date.now() - back).toBeLessThan(5_000);
    const sales = await api<{ items: { offlineReceiptNumber: string | null }[] }>(
      'GET',
      '/api/pos-sales?pageSize=50',
    );
    expect(sales.items.filter((s) => s.offlineReceiptNumber)).toHaveLength(2);
    await page.getByText(/waiting to sync/).waitFor({ state: 'detached' });
    await tile(page, 'Count Bread').getByText('27 in stock').waitFor();
    await expectNoSeriousA11y(page, 'the till after syncing');
    await page.screenshot({ path: `${SHOTS}/synced-counts-phone.png`, fullPage: true });
  });
});
