import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type BrowserSession } from './support/browser';
import { expectCleanPage, newShopOnPhone, toastTitled, type Api } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

/** Issue 27: an edit made while the till sells never puts the sold stock back. */
const SHOTS = '/tmp/shots/stale-edit';

describe('a product edited while the till sells it (360x740)', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    ({ session, api } = await newShopOnPhone(SHOTS));
  });
  afterAll(() => session.close());

  it('shows the current figures on Save, then saves the price and keeps what the sales made stock', async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const sugar = await api<{ id: string; stock: number }>('POST', '/api/products', {
      name: 'White Sugar 2kg',
      price: '20.00',
      stock: 12,
    });
    await page.goto('/catalog');
    const card = page.getByTestId('product-card').filter({ hasText: 'White Sugar 2kg' });
    await card.getByRole('button', { name: /Edit Product/ }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Stock', { exact: true }).inputValue()).toBe('12');
    await dialog.getByLabel('Price (R)').fill('21.50');

    // Three sold at the till while the dialog is open.
    await api('POST', '/api/pos-sales', {
      customerId: null,
      items: [{ productId: sugar.id, quantity: 3, unitPrice: '20.00', subtotal: '60.00' }],
      subtotal: '60.00',
      tax: '9.00',
      total: '69.00',
      paymentMethod: 'cash',
      status: 'completed',
    });
    await dialog.getByRole('button', { name: 'Update Product' }).click();

    const notice = dialog.getByRole('alert').filter({ hasText: 'Changed while you were editing' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Stock: was 12, now 9');
    expect(await dialog.getByLabel('Stock', { exact: true }).inputValue()).toBe('9');
    expect(await dialog.getByLabel('Price (R)').inputValue()).toBe('21.50');
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the product edit with a changed-meanwhile notice');
    await page.screenshot({ path: `${SHOTS}/stale-edit-360.png` });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/stale-edit-1280.png` });
    await page.setViewportSize(PHONE);

    await dialog.getByRole('button', { name: 'Update Product' }).click();
    await toastTitled(page, 'Product updated successfully').waitFor();
    await page.getByTestId('product-card').filter({ hasText: 'R21.50 each' }).waitFor();
    expect(errors).toEqual([]);
    const saved = await api<{ stock: number; price: string }>('GET', `/api/products/${sugar.id}`);
    expect(saved).toMatchObject({ stock: 9, price: '21.50' });
  });
});
