import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { signInDemoMerchant } from './support/demo-merchant';
import { expectCleanPage } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/records-shots';

/** Taps a download button and answers the saved file's name and text. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download: ${button}` }).click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

describe('Records & backup on the Settings page', () => {
  const sessions: BrowserSession[] = [];
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });

  it('downloads the shop’s sales and stock as CSV files on a phone', async () => {
    const session = await openBrowser(PHONE);
    sessions.push(session);
    const { page } = session;
    await signInDemoMerchant(session);
    await page.goto('/settings');
    await page.getByText('Records & backup', { exact: true }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the Settings on a phone');
    await page.screenshot({ path: `${SHOTS}/settings-360.png`, fullPage: true });

    await page.getByLabel('From').fill('2000-01-01');
    const sales = await download(page, 'Sales');
    expect(sales.name).toMatch(/^sales-2000-01-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = sales.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'date,time,kind,number,reference,payment_method,customer,subtotal_excl_vat,vat_percent,vat,total',
    );
    expect(rows.filter((row) => row.includes(',sale,SALE-')).length).toBeGreaterThan(0);

    const stock = await download(page, 'Stock and its value');
    expect(stock.name).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(stock.text).toContain('product,category,status,stock,price_excl_vat');
  });

  it('fits a laptop screen', async () => {
    const session = await openBrowser(DESKTOP);
    sessions.push(session);
    const { page } = session;
    await signInDemoMerchant(session);
    await page.goto('/settings');
    await page.getByText('Records & backup', { exact: true }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the Settings on a laptop');
    await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
  });
});
