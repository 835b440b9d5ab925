import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { productTile, expectCleanPage, signInNewMerchant, toastTitled } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/pos-ui-shots';
const DAY_MS = 86_400_000;
const PRODUCT = { name: 'Paraffin 1L', price: '100.00', stock: 30 };
const SIPHO = { name: 'Sipho Dlamini', email: 'sipho@example.com', phone: '0731112222' };
const LERATO = { name: 'Lerato Khumalo', email: 'lerato@example.com', phone: '0734445555' };

/** The server's development clock: it decides overdue from its own time. */
async function serverClock(baseUrl: string, offsetDays: number) {
  const response = await fetch(`${baseUrl}/api/dev/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetDays }),
  });
  if (!response.ok) throw new Error(`dev clock: ${response.status}`);
}

async function pickCustomer(
  scope: Page | ReturnType<Page['getByRole']>,
  selectId: string,
  name: string,
) {
  await scope.getByLabel('Search customers').fill(name.split(' ')[0]!);
  const select = scope.locator(`#${selectId}`);
  await select.locator('option', { hasText: name }).waitFor({ state: 'attached' });
  await select.selectOption({
    label: (await select.locator('option', { hasText: name }).textContent())!,
  });
}

async function sellOne(page: Page, customer: string, method: 'Wallet' | 'Credit') {
  await page.goto('/pos');
  await productTile(page, PRODUCT.name).click();
  await pickCustomer(page.getByRole('main'), 'pos-customer', customer);
  await page
    .getByRole('group', { name: 'Payment method' })
    .getByText(method, { exact: true })
    .click();
}

const tile = (page: Page, label: string) => page.getByTestId(`tile-${label}`);
async function tiles(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected)) {
    await tile(page, label).getByText(value, { exact: true }).waitFor();
  }
}

describe('credit, BNPL and customer wallets at the till', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    const { api } = await signInNewMerchant(session);
    await api('POST', '/api/products', PRODUCT);
    await api('POST', '/api/customers', SIPHO);
    await api('POST', '/api/customers', LERATO);
  });
  afterAll(async () => {
    await serverClock(session.baseUrl, 0);
    await session.close();
  });

  it('tops up a wallet in cash, pays with it, and refuses a short balance', async () => {
    const { page } = session;
    await page.goto('/payments');
    await page.getByRole('button', { name: 'Top Up', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Top Up Wallet' });
    await pickCustomer(dialog, 'top-up-customer', LERATO.name);
    await dialog.getByLabel('Amount (R)').fill('200');
    await expectNoSeriousA11y(page, 'top up wallet dialog, phone');
    await dialog.getByRole('button', { name: 'Top Up', exact: true }).click();
    await toastTitled(page, 'Payment Successful').waitFor();

    await sellOne(page, LERATO.name, 'Wallet');
    await page.getByText('Wallet balance: R200.00').waitFor();
    await page.getByRole('button', { name: 'Checkout R115.00' }).click();
    await toastTitled(page, 'Sale Completed').waitFor();
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await receipt.getByText('Wallet', { exact: true }).waitFor();
    await receipt.getByText('Customer: Lerato Khumalo').waitFor();
    await page.getByRole('button', { name: 'New Sale' }).click();

    // A short wallet is said before the tap: Checkout waits, the cart is kept.
    await sellOne(page, LERATO.name, 'Wallet');
    await page.getByText('Wallet balance: R85.00').waitFor();
    await page.getByText('R115.00 is more than the wallet balance of R85.00.').waitFor();
    expect(await page.getByRole('button', { name: 'Checkout R115.00' }).isDisabled()).toBe(true);
    await page.getByLabel('Cart').getByText(PRODUCT.name).waitFor();

    await page.goto('/payments');
    await page.getByText('R85.00', { exact: true }).first().waitFor();
  });

  it('sells on credit in 3 weekly parts, repays part, and shows overdue once the due date passes', async () => {
    const { page } = session;
    await page.goto('/credit');
    await tiles(page, { 'Total Credit Issued': 'R0.00', Overdue: 'R0.00' });
    await page.getByRole('button', { name: 'New Credit Account' }).click();
    const create = page.getByRole('dialog', { name: 'Create Credit Account' });
    await pickCustomer(create, 'credit-customer', SIPHO.name);
    await create.getByLabel('Credit Limit (R)').fill('1000');
    await expectNoSeriousA11y(page, 'create credit account dialog, phone');
    await create.getByRole('button', { name: 'Create Account' }).click();
    await toastTitled(page, 'Credit account created successfully').waitFor();

    await sellOne(page, SIPHO.name, 'Credit');
    await page.getByText('Available credit: R1 000.00 · Good Standing').waitFor();
    await page.getByRole('group', { name: 'Buy now, pay later' }).getByText('3 weekly').click();
    await page.getByText('3 weekly payments of R38.34').waitFor();
    await page.getByRole('button', { name: 'Checkout R115.00' }).click();
    await toastTitled(page, 'Sale Completed').waitFor();
    const instalments = page.getByRole('region', { name: 'Instalments' });
    await instalments.getByText('R38.34').waitFor();
    await instalments.getByText('R38.33').first().waitFor();
    await expectNoSeriousA11y(page, 'receipt with instalments, phone');
    await page.screenshot({ path: `${SHOTS}/pos-bnpl-receipt-phone.png` });
    await page.getByRole('button', { name: 'New Sale' }).click();

    await page.goto('/credit');
    await tiles(page, {
      'Total Credit Issued': 'R115.00',
      Outstanding: 'R115.00',
      Overdue: 'R0.00',
    });
    await page.getByRole('button', { name: new RegExp(SIPHO.name) }).click();
    const account = page.getByRole('dialog', { name: new RegExp(SIPHO.name) });
    await account.getByText('R885.00', { exact: true }).waitFor(); // available
    await expectNoSeriousA11y(page, 'credit account dialog, phone');
    await account.getByLabel('Amount (R)').fill('50');
    await account.getByRole('button', { name: 'Record Payment' }).click();
    await toastTitled(page, 'Payment Successful').waitFor();
    await account.getByText('R65.00', { exact: true }).first().waitFor(); // balance
    await page.keyboard.press('Escape');
    await tiles(page, { Repaid: 'R50.00', Outstanding: 'R65.00', Overdue: 'R0.00' });

    // 22 days on, the 2nd and 3rd weekly parts (R26.67 still owed + R38.33) are past due.
    await serverClock(session.baseUrl, 22);
    await page.clock.install({ time: new Date(Date.now() + 22 * DAY_MS) });
    await page.reload();
    await tiles(page, { Overdue: 'R65.00', Outstanding: 'R65.00' });
    await page.getByRole('button', { name: new RegExp(SIPHO.name) }).click();
    await account.getByText('Overdue', { exact: true }).first().waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'overdue credit account dialog, phone');
    await page.screenshot({ path: `${SHOTS}/credit-overdue-phone.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'credit, laptop');
    await page.screenshot({ path: `${SHOTS}/credit-overdue-desktop.png` });
  });
});
