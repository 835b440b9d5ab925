import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '../src/shared/catalog/barcode';
import type { BrowserSession } from './support/browser';
import { expectCleanPage, newShopOnPhone, type Api } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/shots/stock-take';
const BODY = '600125301010';
const MILK_CODE = `${BODY}${gtinCheckDigit(BODY)}`;

interface Product {
  id: string;
  name: string;
  stock: number;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe('the stock take on a phone', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    ({ session, api } = await newShopOnPhone(SHOTS, [
      { name: 'Count Bread', price: '17.99', stock: 10 },
      { name: 'Count Milk', price: '21.50', stock: 6, barcodes: [MILK_CODE] },
      { name: 'Count Sugar', price: '42.00', stock: 4 },
    ]));
  });
  afterAll(() => session.close());

  it('counts by typing and by a code, reviews, applies, and the stock moves', async () => {
    const { page } = session;
    await page.goto('/stock-take');
    await page.getByRole('button', { name: 'Start count' }).click();
    await page.getByRole('heading', { name: 'Count: Whole shop' }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the new count');

    // Typed: 7 loaves on the shelf (10 expected).
    await page.getByLabel('Number of Count Bread counted on this phone').fill('7');
    await page.getByRole('button', { name: 'Set Count Bread' }).click();
    // Enter on the milk's exact code counts one (6 expected).
    const search = page.getByLabel('Find a product (name or code)');
    await search.fill(MILK_CODE);
    await search.press('Enter');
    await page.getByText('Count Milk: +1').waitFor();
    await page.getByText('2 of 3 counted').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the count under way');
    await shot(page, 'counting-phone');

    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('heading', { name: 'Review: Whole shop' }).waitFor();
    await page.getByText('Difference: -8 units, -R161.47').waitFor();
    await page.getByRole('list', { name: 'Not counted: left as they are' }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, "the count's review");
    await shot(page, 'review-phone');

    await page.getByRole('button', { name: 'Apply the count' }).click();
    await page.getByRole('dialog', { name: 'Apply this count?' }).waitFor();
    await expectNoSeriousA11y(page, 'the apply count dialog');
    await page.getByRole('button', { name: 'Yes, move the stock' }).click();
    await page.getByRole('heading', { name: 'Shrinkage report: Whole shop' }).waitFor();
    await page.getByText('Lost: -8 units, -R161.47').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the shrinkage report');
    await shot(page, 'report-phone');

    const stock = async (name: string) =>
      (await api<{ items: Product[] }>('GET', `/api/products?search=${encodeURIComponent(name)}`))
        .items[0]!.stock;
    expect(await stock('Count Bread')).toBe(7);
    expect(await stock('Count Milk')).toBe(1);
    expect(await stock('Count Sugar')).toBe(4);
  });
});
