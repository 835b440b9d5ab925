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
import { expectPrintsOnOnePage } from './support/print';

const SHOTS = '/tmp/refund-ui-shots';

const PRODUCTS = [
  { name: 'Refund Bread', price: '17.99', stock: 20 },
  { name: 'Refund Milk 1L', price: '24.99', stock: 15 },
  { name: 'Refund Sugar 2kg', price: '45.50', stock: 8 },
];

const tap = (page: Page, name: string) => productTile(page, name).click();

/** Sells what is in the cart for cash; the receipt dialog opens. */
async function sell(page: Page, names: string[]) {
  for (const name of names) await tap(page, name);
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await toastTitled(page, 'Sale Completed').waitFor();
  return page.getByRole('article', { name: 'Receipt' });
}

describe('refunds and voids at the till', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    ({ session, api } = await newShopOnPhone(SHOTS, PRODUCTS));
  });
  afterAll(() => session.close());

  it('sells three items, refunds one from Recent Sales with a one-page credit note, voids the next sale', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/pos');
    await productTile(page, 'Refund Bread').waitFor();

    // 17.99 + 24.99 + 45.50 = 88.48; VAT 13.27; total 101.75
    const receipt = await sell(page, ['Refund Bread', 'Refund Milk 1L', 'Refund Sugar 2kg']);
    await receipt.getByText('Sale SALE-000001').waitFor();
    await page.getByRole('button', { name: 'New Sale' }).click();

    await page.getByRole('button', { name: 'Refund SALE-000001' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Refund SALE-000001' }).waitFor();
    await dialog.getByRole('button', { name: 'One more Refund Milk 1L to refund' }).click();
    // The milk's share of R101.75: 2499 / 8848 of it, to the cent.
    const preview = dialog.getByRole('button', { name: /^Refund R/ });
    expect(await preview.textContent()).toBe('Refund R28.74');
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the refund dialog');
    await page.screenshot({ path: `${SHOTS}/refund-dialog-phone.png` });
    await preview.click();

    const note = page.getByRole('article', { name: 'Credit note' });
    await note.getByText('Credit note CN-000001').waitFor();
    await note.getByText(/^For sale SALE-000001 of /).waitFor();
    await note.getByText('1 × Refund Milk 1L').waitFor();
    await note.getByText('Reason: Returned').waitFor();
    await note.getByText('Cash from the drawer').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the credit note');
    await page.screenshot({ path: `${SHOTS}/credit-note-phone.png` });
    await expectPrintsOnOnePage(page, '#pos-credit-note');
    await page.getByRole('button', { name: 'Done' }).click();
    // Focus goes back to what opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Refund SALE-000001',
    );

    const sold = page.getByRole('button', { name: 'Open receipt SALE-000001' });
    await sold.getByText(/^Partly refunded R28\.74$/).waitFor();
    const milk = await api<{ items: { stock: number }[] }>(
      'GET',
      '/api/products?search=Refund%20Milk',
    );
    expect(milk.items[0]!.stock).toBe(15);

    const next = await sell(page, ['Refund Bread', 'Refund Bread']);
    await next.getByText('Sale SALE-000002').waitFor();
    await page.getByRole('button', { name: 'Void sale' }).click();
    await page
      .getByRole('article', { name: 'Credit note' })
      .getByText('Credit note CN-000002')
      .waitFor();
    await page.getByText('Reason: Sale voided').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('button', { name: 'Open receipt SALE-000002' })
      .getByText('Refunded', { exact: true })
      .waitFor();
    await expectNoSeriousA11y(page, "the till's recent sales after a void");
    expect(await page.getByRole('button', { name: 'Refund SALE-000002' }).count()).toBe(0);

    const voided = await api<{ items: { status: string; refundedAmount: string }[] }>(
      'GET',
      '/api/pos-sales?receiptNumber=SALE-000002',
    );
    expect(voided.items[0]).toMatchObject({ status: 'refunded', refundedAmount: '41.38' });
    const bread = await api<{ items: { stock: number }[] }>(
      'GET',
      '/api/products?search=Refund%20Bread',
    );
    expect(bread.items[0]!.stock).toBe(19);

    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Refund SALE-000001' }).click();
    await page.getByRole('dialog').getByText('0 of 1 left to refund').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the refund dialog on a laptop');
    await page.screenshot({ path: `${SHOTS}/refund-dialog-desktop.png` });
    await page.keyboard.press('Escape');
  });
});
