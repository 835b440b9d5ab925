import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from './support/browser';
import { productTile, expectCleanPage, newShopOnPhone } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/barcodes-ui-shots';
const MILK = { name: 'Scan Milk 1L', price: '24.99', stock: 10, barcodes: ['6001234567899'] };
const RICE = { name: 'Scan Rice loose', price: '25.00', stock: 5, barcodes: ['2000000012346'] };
const UNKNOWN = '6009999999993';

/**
 * A USB or Bluetooth scanner: the code's keys and Enter, a few milliseconds apart, with no field
 * focused. Sent inside the page, so a busy machine cannot stretch the gaps into a person's typing.
 */
async function scanWithWedge(page: Page, code: string) {
  await page.evaluate((typed) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...typed, 'Enter']) {
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
    }
  }, code);
}

const quantityOf = (page: Page, name: string) =>
  page.getByLabel(`Quantity of ${name}`).textContent();

describe('Barcodes at the till (360x740)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    ({ session } = await newShopOnPhone(SHOTS, [MILK, RICE]));
  });
  afterAll(() => session.close());

  it('a scanner adds the product, a second scan one more, with its name shown large', async () => {
    const { page } = session;
    await page.goto('/pos');
    await productTile(page, MILK.name).waitFor();

    await scanWithWedge(page, MILK.barcodes[0]!);
    await expect.poll(() => quantityOf(page, MILK.name)).toBe('1');
    await page.getByRole('status').filter({ hasText: MILK.name }).first().waitFor();
    await scanWithWedge(page, MILK.barcodes[0]!);
    await expect.poll(() => quantityOf(page, MILK.name)).toBe('2');
    await page.getByText('R24.99 · 2 in cart').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the till after two scans');
    await page.screenshot({ path: `${SHOTS}/till-scanned.png` });
  });

  it('a code typed in the search and Enter adds its product', async () => {
    const { page } = session;
    const search = page.getByRole('main').getByLabel('Search products to sell');
    await search.fill(RICE.barcodes[0]!);
    await search.press('Enter');
    await expect.poll(() => quantityOf(page, RICE.name)).toBe('1');
    expect(await search.inputValue()).toBe('');
  });

  it('an unknown code offers Add this product, which opens the form with the code filled', async () => {
    const { page } = session;
    await scanWithWedge(page, UNKNOWN);
    await page.getByText(`No product has the code ${UNKNOWN}.`).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the till with an unknown code');
    await page.screenshot({ path: `${SHOTS}/till-unknown.png` });
    await page.getByRole('link', { name: 'Add this product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.waitFor();
    expect(page.url()).toContain(`/catalog?newBarcode=${UNKNOWN}`);
    await dialog.getByRole('list', { name: 'Barcodes' }).getByText(UNKNOWN).waitFor();
    await expectNoSeriousA11y(page, 'the product form with a scanned code');
    await page.screenshot({ path: `${SHOTS}/product-form-barcode.png`, fullPage: true });
  });
});
