import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
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

const SHOTS = '/tmp/shots/till-staff';
const PRODUCT = { name: 'Staff Bread', price: '20.00', stock: 40 };
const CUSTOMER = { name: 'Sipho Dlamini', email: 'sipho.staff@example.com', phone: '0731113333' };
const CASHIER = { name: 'Lindiwe Dube', role: 'cashier', pin: '4826' };
const OWNER_PIN = '9073';

interface Sale {
  id: string;
  paymentMethod: string;
  offlineReceiptNumber: string | null;
  cashier: { id: string; name: string } | null;
}

/** Types a PIN on the pad's big keys and taps OK. */
async function typePin(scope: Page | Locator, pin: string) {
  for (const digit of pin) await scope.getByRole('button', { name: digit, exact: true }).click();
  await scope.getByRole('button', { name: 'OK', exact: true }).click();
}

/** "Switch user", then a person by name (their role follows it on the button), then their PIN. */
async function switchTo(page: Page, person: RegExp, pin: string) {
  await page.getByRole('button', { name: 'Switch user' }).click();
  const screen = page.getByRole('dialog', { name: 'Who is serving?' });
  await screen.getByRole('button', { name: person }).click();
  await typePin(screen, pin);
  await screen.waitFor({ state: 'detached' });
}

async function addToCart(page: Page) {
  await productTile(page, PRODUCT.name).click();
}

async function pickCustomer(page: Page) {
  await page.getByLabel('Search customers').fill('Sipho');
  const select = page.locator('#pos-customer');
  const option = select.locator('option', { hasText: CUSTOMER.name });
  await option.waitFor({ state: 'attached' });
  await select.selectOption({ label: (await option.textContent())! });
}

describe('shop staff at the till, on a phone', () => {
  let session: BrowserSession;
  let api: Api;
  let cashierId: string;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    ({ api } = await signInNewMerchant(session));
    await api('POST', '/api/products', PRODUCT);
    const customer = await api<{ id: string }>('POST', '/api/customers', CUSTOMER);
    await api('POST', '/api/credit-accounts', { customerId: customer.id, creditLimit: '1000' });
    // The owner adds a cashier and sets their own till PIN (first use needs no password).
    cashierId = (await api<{ id: string }>('POST', '/api/shop-staff', CASHIER)).id;
    await api('PUT', '/api/shop-staff/owner-pin', { pin: OWNER_PIN });
  });
  afterAll(() => session.close());

  it('hands the till to a cashier, approves their credit sale with the owner’s PIN, and takes it back', async () => {
    const { page } = session;
    await page.goto('/pos');
    await switchTo(page, /^Lindiwe Dube/, CASHIER.pin);
    await page.getByText('Serving: Lindiwe').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the till served by a cashier');
    await page.screenshot({ path: `${SHOTS}/cashier-serving-phone.png` });

    // A cash sale: the cashier's own permission.
    await addToCart(page);
    await page.getByRole('button', { name: 'Checkout R23.00' }).click();
    await toastTitled(page, 'Sale Completed').waitFor();
    await page.getByRole('button', { name: 'New Sale' }).click();

    // A credit sale: the till asks for the owner's approval before it is sent.
    await addToCart(page);
    await pickCustomer(page);
    await page
      .getByRole('group', { name: 'Payment method' })
      .getByText('Credit', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Checkout R23.00' }).click();
    const approval = page.getByRole('dialog', { name: 'Approval needed' });
    await approval
      .getByText('A credit sale needs the approval of a manager or the owner.')
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/approval-phone.png` });
    await expectNoSeriousA11y(page, 'the approval dialog');
    await typePin(approval, OWNER_PIN);
    await toastTitled(page, 'Sale Completed').waitFor();
    await page.getByRole('button', { name: 'New Sale' }).click();

    const { items } = await api<{ items: Sale[] }>('GET', `/api/pos-sales?cashierId=${cashierId}`);
    expect(items.map((s) => s.paymentMethod).sort()).toEqual(['cash', 'credit']);
    expect(items.map((s) => s.cashier)).toEqual(
      Array(2).fill({ id: cashierId, name: CASHIER.name }),
    );

    // The owner takes the till back with their PIN.
    await switchTo(page, /Owner$/, OWNER_PIN);
    await page.getByText('Serving: Thandi').waitFor();
    await expectCleanPage(page);
  });

  it('switches to the cashier with no network and queues their sale with them as cashier', async () => {
    const { page, context } = session;
    await page.goto('/pos');
    await productTile(page, PRODUCT.name).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);

    await context.setOffline(true);
    await page.getByText('You are offline.').waitFor();
    await page.getByRole('button', { name: 'Switch user' }).click();
    await page.getByText('No network: the PIN is checked on this phone.').waitFor();
    await expectNoSeriousA11y(page, 'the offline switch user dialog');
    await page.screenshot({ path: `${SHOTS}/switch-offline-phone.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await switchTo(page, /^Lindiwe Dube/, CASHIER.pin);
    await page.getByText('Serving: Lindiwe').waitFor();

    await addToCart(page);
    await page.getByRole('button', { name: /^Checkout offline/ }).click();
    await toastTitled(page, 'Sale saved offline').waitFor();
    await page.getByRole('button', { name: 'New Sale' }).click();

    // Back online: the cashier gives their PIN again and the queued sale arrives as theirs.
    await context.setOffline(false);
    const again = page.getByRole('dialog', { name: 'Who is serving?' });
    await again
      .getByText(`Back online: ${CASHIER.name}, enter your PIN again to carry on.`)
      .waitFor();
    await typePin(again, CASHIER.pin);
    await again.waitFor({ state: 'detached' });
    await expect
      .poll(
        async () =>
          (await api<{ items: Sale[] }>('GET', `/api/pos-sales?cashierId=${cashierId}`)).items.find(
            (s) => s.offlineReceiptNumber,
          )?.cashier?.id,
        { timeout: 10_000, interval: 250 },
      )
      .toBe(cashierId);
    await expectCleanPage(page);
  });
});
