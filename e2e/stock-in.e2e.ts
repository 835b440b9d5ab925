import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, johannesburgDate } from '../src/shared/time/johannesburg';
import type { BrowserSession } from './support/browser';
import { expectNoSeriousA11y } from './support/a11y';
import {
  expectCleanPage,
  newShopOnPhone,
  productTile,
  toastTitled,
  type Api,
} from './support/till';

const SHOTS = '/tmp/shots/stock-in';
const SINGLE = 'Stock-in Coke 330ml';
const PACK = 'Stock-in Coke 6-pack';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/**
 * Issue 32's journey on a phone (360x740): a wholesaler run brings a case of 24 with a use-by
 * date at R110.40 the case incl VAT (R4.00 a unit excl VAT); the till sells 3 singles at R10.00
 * and a pack of 6 at R50.00; the catalogue shows 15 left and the dashboard the gross profit:
 * R80.00 revenue excl VAT less 9 x R4.00 = R44.00.
 */
describe('stock in on a phone', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    ({ session, api } = await newShopOnPhone(SHOTS));
    const single = await api<{ id: string }>('POST', '/api/products', {
      name: SINGLE,
      price: '10.00',
      stock: 0,
      lowStockThreshold: 5,
    });
    await api('POST', '/api/products', {
      name: PACK,
      price: '50.00',
      packOf: single.id,
      packUnits: 6,
    });
  });
  afterAll(() => session.close());

  it('receives a case of 24 with an expiry date, sells 3 singles and a pack of 6, and shows 15 left and the profit', async () => {
    const { page } = session;
    const today = johannesburgDate(new Date());
    await page.goto('/stock-in/receive');
    await page.getByRole('heading', { name: 'Stock in' }).waitFor();
    await page.getByLabel('Find a product (name or barcode)').fill('Stock-in Coke 330');
    await page
      .getByRole('list', { name: 'Matching products' })
      .getByRole('button', { name: new RegExp(`^${SINGLE}`) })
      .click();
    const line = page.getByRole('group', { name: SINGLE });
    await line.getByLabel('Counted in').selectOption('case');
    await line.getByLabel('Number of cases').fill('1');
    await line.getByLabel('Units per case').fill('24');
    await line.getByLabel('Cost per case').fill('110.40');
    await line.getByLabel('Expiry date').fill(addDays(today, 60));
    await line.getByLabel('Date on the pack').selectOption('use_by');
    await line.getByText('24 units · R110.40').waitFor();
    await page.getByTestId('total-excl').getByText('R96.00').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'receive stock, phone');
    await shot(page, 'receive-phone');
    await page.getByRole('button', { name: 'Save delivery' }).click();
    await page.getByRole('heading', { name: 'Delivery REC-000001 saved' }).waitFor();
    await shot(page, 'received-phone');

    const product = async (name: string) =>
      (
        await api<{ items: { name: string; stock: number; costPrice: string | null }[] }>(
          'GET',
          `/api/products?search=${encodeURIComponent(name)}`,
        )
      ).items.find((p) => p.name === name)!;
    expect((await product(SINGLE)).stock).toBe(24);
    expect((await product(SINGLE)).costPrice).toBe('4.00');
    expect((await product(PACK)).stock).toBe(4);

    await page.goto('/stock-in/expiring');
    await page.getByRole('button', { name: '30 days' }).click();
    await page.getByText('Nothing expires in the next 30 days.').waitFor();

    await page.goto('/pos');
    await productTile(page, SINGLE).waitFor();
    for (let i = 0; i < 3; i += 1) await productTile(page, SINGLE).click();
    await productTile(page, PACK).click();
    await page.getByLabel('Totals').getByText('R80.00').waitFor();
    await page.getByRole('button', { name: /^Checkout/ }).click();
    await toastTitled(page, 'Sale Completed').waitFor();
    await page.getByRole('button', { name: 'New Sale' }).click();

    await page.goto('/catalog');
    await page.getByRole('main').getByLabel('Search products').fill(SINGLE);
    const card = page.getByTestId('product-card').filter({ hasText: SINGLE }).first();
    await card.getByText('In stock · 15').waitFor();
    await expectCleanPage(page);
    await shot(page, 'catalogue-phone');

    const profit = await api<{ revenue: string; costOfGoods: string; grossProfit: string }>(
      'GET',
      `/api/analytics/profit?from=${today}&to=${today}`,
    );
    expect(profit).toMatchObject({ revenue: '80.00', costOfGoods: '36.00', grossProfit: '44.00' });
    await page.goto('/dashboard');
    await page.getByRole('main').getByText('R44.00').first().waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'dashboard with the profit, phone');
    await shot(page, 'dashboard-phone');
  });
});
