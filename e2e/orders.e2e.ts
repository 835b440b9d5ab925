import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { signInDemoMerchant } from './support/demo-merchant';
import { formatPhone } from '../src/shared/phone/phone';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/orders-ui-shots';
const RUN = Date.now().toString(36);
const PRODUCT = `E2E Sugar 2kg ${RUN}`;
const CUSTOMER = `E2E Lindiwe ${RUN}`;
const PHONE_LOCAL = `07${String(Date.now()).slice(-8)}`;
const PHONE_E164 = `+27${PHONE_LOCAL.slice(1)}`;

let session: BrowserSession;
let token: string;
let productId: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${session.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const stock = async () => (await api<{ stock: number }>('GET', `/api/products/${productId}`)).stock;
const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();
const visibleRow = (page: Page, text: string) =>
  page.getByTestId('order-row').filter({ hasText: text, visible: true });
const tile = async (page: Page, label: string) =>
  Number(await page.getByTestId(`tile-${label}`).textContent());

async function expectTidy(page: Page, shot: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/NaN|undefined/);
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  await expectNoSeriousA11y(page, shot);
}

async function addProduct(dialog: Locator, quantity: string) {
  await dialog.getByLabel('Add product').fill(PRODUCT);
  await dialog.getByRole('button', { name: `Add ${PRODUCT}` }).click();
  await dialog.getByLabel(`Quantity of ${PRODUCT}`).fill(quantity);
}

async function editOrder(page: Page) {
  await visibleRow(page, CUSTOMER)
    .getByRole('button', { name: /Edit order/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: /Edit Order ORD-/ }).waitFor();
  return dialog;
}

async function save(dialog: Locator, page: Page, button: string, message: string) {
  await dialog.getByRole('button', { name: button }).click();
  await toast(page, message);
  await dialog.waitFor({ state: 'detached' });
}

describe('Orders and customers', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    token = await signInDemoMerchant(session);
    productId = (
      await api<{ id: string }>('POST', '/api/products', {
        name: PRODUCT,
        price: '24.99',
        stock: 40,
        status: 'active',
      })
    ).id;
  });
  afterAll(() => session.close());

  it('adds a customer from the customers view with the spec messages', async () => {
    const { page } = session;
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    for (const message of ['Name is required', 'Phone is required']) {
      await dialog.getByText(message).waitFor();
    }
    // Most spaza customers have no email: it is optional, and checked only when given.
    expect(await dialog.getByText('Email is required').count()).toBe(0);
    await dialog.getByLabel('Name').fill(CUSTOMER);
    await dialog.getByLabel('Phone').fill('12345');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await dialog.getByText('Valid phone number is required').waitFor();
    await dialog.getByText('Valid email is required').waitFor();
    await dialog.getByLabel('Phone').fill(PHONE_LOCAL);
    await dialog.getByLabel('Email').fill(`lindiwe.${RUN}@example.co.za`);
    await dialog.getByLabel('Address').fill('12 Vilakazi Street, Orlando West');
    await expectTidy(page, 'customer-dialog-360');
    await save(dialog, page, 'Add Customer', 'Customer created successfully');

    await page.getByRole('main').getByLabel('Search customers').fill(PHONE_LOCAL.slice(1, 7));
    const card = page.getByTestId('customer-card').filter({ hasText: CUSTOMER });
    await card.waitFor();
    await card.getByText(`0${PHONE_LOCAL.slice(1, 3)} `).waitFor();
    await expectTidy(page, 'customers-360');
  });

  it('creates, edits and cancels an order, with stock reserved and given back', async () => {
    const { page } = session;
    await page.goto('/orders');
    await page.getByTestId('tile-Pending').waitFor();
    const pendingBefore = await tile(page, 'Pending');
    const cancelledBefore = await tile(page, 'Cancelled');
    await expectTidy(page, 'orders-360');

    await page.getByRole('button', { name: 'New Order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'New Order' }).waitFor();
    await dialog.getByRole('button', { name: 'Create Order' }).click();
    await dialog
      .getByRole('alert')
      .getByText('Please add at least one item to the order')
      .waitFor();

    await dialog.getByLabel('Search customers').fill(CUSTOMER);
    await dialog
      .getByLabel('Customer', { exact: true })
      .selectOption({ label: `${CUSTOMER} · ${formatPhone(PHONE_E164)}` });
    await dialog.getByLabel('Payment Method').selectOption('mobile_money');

    // More than the stock: the server refuses with 409 and its message is shown.
    await addProduct(dialog, '41');
    await dialog.getByRole('button', { name: 'Create Order' }).click();
    await toast(page, `Not enough stock for ${PRODUCT}`);
    expect(await stock()).toBe(40);

    // 12 units: 5% off 24.99 = 23.74 each.
    await dialog.getByLabel(`Quantity of ${PRODUCT}`).fill('12');
    await dialog.getByText('5% bulk discount').waitFor();
    expect(await dialog.getByTestId('line-total').textContent()).toBe('R284.88');
    expect(await dialog.getByLabel('Total Amount (R)').inputValue()).toBe('284.88');
    await expectTidy(page, 'order-dialog-360');
    await save(dialog, page, 'Create Order', 'Order created successfully');
    await visibleRow(page, CUSTOMER).getByText('R284.88').waitFor();
    expect(await tile(page, 'Pending')).toBe(pendingBefore + 1);
    expect(await stock()).toBe(28);

    // Edit: 20 units at 10% off (22.49 each), processing.
    let edit = await editOrder(page);
    expect(await edit.getByLabel('Total Amount (R)').inputValue()).toBe('284.88');
    await edit.getByLabel(`Quantity of ${PRODUCT}`).fill('20');
    await edit.getByText('10% bulk discount').waitFor();
    expect(await edit.getByLabel('Total Amount (R)').inputValue()).toBe('449.80');
    await edit.getByLabel('Status', { exact: true }).selectOption('processing');
    await edit.getByLabel('Payment Status').selectOption('paid');
    await save(edit, page, 'Update Order', 'Order updated successfully');
    await visibleRow(page, CUSTOMER).getByText('R449.80').waitFor();
    await visibleRow(page, CUSTOMER).getByText('Processing').waitFor();
    expect(await stock()).toBe(20);

    // A line at 0 is removed; an order without lines is refused.
    edit = await editOrder(page);
    await edit.getByLabel(`Quantity of ${PRODUCT}`).fill('0');
    expect(await edit.getByTestId('order-line').count()).toBe(0);
    expect(await edit.getByLabel('Total Amount (R)').inputValue()).toBe('0.00');
    await edit.getByRole('button', { name: 'Update Order' }).click();
    await edit.getByRole('alert').getByText('Please add at least one item to the order').waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Cancel the order: its stock comes back.
    edit = await editOrder(page);
    await edit.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await save(edit, page, 'Update Order', 'Order updated successfully');
    await visibleRow(page, CUSTOMER).getByText('Cancelled').waitFor();
    expect(await stock()).toBe(40);
    expect(await tile(page, 'Cancelled')).toBe(cancelledBefore + 1);

    // Items of a cancelled order are locked by the server; its message is shown.
    edit = await editOrder(page);
    await edit.getByLabel(`Quantity of ${PRODUCT}`).fill('3');
    await edit.getByRole('button', { name: 'Update Order' }).click();
    await toast(page, 'Items of a completed or cancelled order cannot be changed');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(await stock()).toBe(40);

    await page.getByLabel('Status filter').selectOption('cancelled');
    await visibleRow(page, CUSTOMER).waitFor();
    const pendingRows = page.getByTestId('order-row').filter({ hasText: 'Pending', visible: true });
    await expect.poll(() => pendingRows.count()).toBe(0);
    await expectTidy(page, 'orders-cancelled-360');
  });

  it("shows the customer's purchase history", async () => {
    const { page } = session;
    await page.goto('/customers');
    await page.getByRole('main').getByLabel('Search customers').fill(CUSTOMER);
    const card = page.getByTestId('customer-card').filter({ hasText: CUSTOMER });
    await card.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog');
    const purchase = dialog.getByTestId('purchase');
    await purchase.first().waitFor();
    expect(await purchase.count()).toBe(1);
    expect(await purchase.textContent()).toMatch(/ORD-\d{6}.*Order.*R449\.80.*Cancelled/);
    await expectTidy(page, 'customer-history-360');
  });

  it('opens the catalogue draft in the new-order dialog and clears it once created', async () => {
    const { page } = session;
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => localStorage.removeItem('kasitrade_draft_order'));
    await page.goto(`/catalog?search=${encodeURIComponent(PRODUCT)}`);
    const card = page.getByTestId('product-card').filter({ hasText: PRODUCT });
    await card.getByLabel('Quantity').fill('10');
    await card.getByRole('button', { name: 'Add to Order' }).click();
    await toast(page, 'Added to order');
    await page.getByRole('link', { name: 'Open in Orders' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'New Order' }).waitFor();
    await dialog.getByTestId('order-line').filter({ hasText: PRODUCT }).waitFor();
    expect(await dialog.getByLabel(`Quantity of ${PRODUCT}`).inputValue()).toBe('10');
    expect(await dialog.getByLabel('Total Amount (R)').inputValue()).toBe('237.40');
    await expectTidy(page, 'order-dialog-draft-1280');
    await save(dialog, page, 'Create Order', 'Order created successfully');
    expect(await page.evaluate(() => localStorage.getItem('kasitrade_draft_order'))).toBeNull();
    expect(await stock()).toBe(30);
    await page.getByRole('table').getByText('R237.40').first().waitFor();
    await expectTidy(page, 'orders-1280');

    await page.goto('/catalog');
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('draft-order-bar').count()).toBe(0);
  });

  it('shows customers and their history at 1280 px', async () => {
    const { page } = session;
    await page.goto('/customers');
    await page.getByTestId('customer-card').first().waitFor();
    await expectTidy(page, 'customers-1280');
    await page.getByRole('main').getByLabel('Search customers').fill(CUSTOMER);
    await page
      .getByTestId('customer-card')
      .filter({ hasText: CUSTOMER })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Phone').inputValue()).toBe(
      `${PHONE_LOCAL.slice(0, 3)} ${PHONE_LOCAL.slice(3, 6)} ${PHONE_LOCAL.slice(6)}`,
    );
    await dialog.getByLabel('Address').fill('14 Vilakazi Street, Orlando West');
    await save(dialog, page, 'Update Customer', 'Customer updated successfully');
  });
});
