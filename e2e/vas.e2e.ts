import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRandDecimal, toCents } from '../src/shared/money/money';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { signInDemoMerchant } from './support/demo-merchant';
import { newMerchant, registerThroughUi } from './support/session';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/vas-shots';

async function api(
  session: BrowserSession,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${session.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

const balance = async (session: BrowserSession, token: string) =>
  (await api(session, token, 'GET', '/api/payments/overview')).walletBalance as string;

/** Waits until the Wallet Balance tile shows this amount. */
const expectWalletTile = (page: Page, amount: string) =>
  expect
    .poll(() => page.getByTestId('tile-Wallet Balance').innerText(), { timeout: 10_000 })
    .toBe(formatRandDecimal(amount));

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/NaN|undefined/);
}

describe('Payments & Wallet utilities', () => {
  let session: BrowserSession;
  let token: string;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(DESKTOP);
    token = await signInDemoMerchant(session);
  });
  afterAll(() => session.close());

  it('buys airtime in the sandbox and the wallet balance drops', async () => {
    const { page } = session;
    const before = await balance(session, token);
    await page.goto('/payments');
    await page.getByRole('heading', { name: 'Payments & Wallet' }).waitFor();
    await expectWalletTile(page, before);
    await page.getByText('Sandbox').first().waitFor();

    await page.getByRole('button', { name: /Airtime/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /Buy Airtime/ }).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Choose the network').last().waitFor();
    await dialog.getByText('Enter a valid South African cellphone number').waitFor();
    await expectNoSeriousA11y(page, 'the airtime dialog with its errors');
    await dialog.getByLabel('Network').selectOption({ label: 'Vodacom' });
    await dialog.getByLabel('Cellphone number').fill('071 234 5678');
    await dialog.getByLabel('Amount (R)').fill('10');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Vodacom · 071 234 5678').waitFor();
    await expectNoSeriousA11y(page, 'the airtime confirm step');
    await dialog.getByRole('button', { name: 'Confirm R10.00' }).click();

    await page.getByText('Payment Successful').first().waitFor();
    const result = dialog.getByTestId('vas-result');
    await result.getByText('Airtime PIN', { exact: true }).waitFor();
    expect(await result.locator('.font-mono').innerText()).toMatch(/^0000( \d{4}){3}$/);
    await result.getByText(/Sandbox test voucher/).waitFor();
    await expectNoSeriousA11y(page, 'the airtime voucher');
    await page.screenshot({ path: `${SHOTS}/airtime-result-1280.png` });

    const after = await balance(session, token);
    expect(toCents(after)).toBe(toCents(before)! - 1000);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectWalletTile(page, after);
    await page
      .getByRole('list', { name: 'Utility purchases' })
      .getByText('Vodacom · 071 234 5678')
      .first()
      .waitFor();
    await expectNoOverflow(page);
    await expectNoSeriousA11y(page, 'the Payments & Wallet');
    await page.screenshot({ path: `${SHOTS}/payments-1280.png`, fullPage: true });
  });

  it('fits a phone screen', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/payments');
    await page.getByRole('list', { name: 'Utility purchases' }).waitFor();
    await expectNoOverflow(page);
    await expectNoSeriousA11y(page, 'the Payments & Wallet on a phone');
    await page.screenshot({ path: `${SHOTS}/payments-360.png`, fullPage: true });
    await page.getByRole('button', { name: /Electricity/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Meter number').fill('0123 4567 890');
    await dialog.getByLabel('Amount (R)').fill('20');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Confirm R20.00' }).click();
    await dialog.getByText('Electricity token', { exact: true }).waitFor();
    await expectNoSeriousA11y(page, 'the electricity token');
    await expectNoOverflow(page);
    await page.screenshot({ path: `${SHOTS}/electricity-result-360.png` });
    await page.setViewportSize(DESKTOP);
  });
  it('refuses a purchase beyond the float before the confirm step, then loads float and sells', async () => {
    // A new shop has taken no card or mobile-money payments yet: its wallet is empty.
    const fresh = await openBrowser(DESKTOP);
    try {
      const { page } = fresh;
      await registerThroughUi(page, fresh.baseUrl, newMerchant());
      await page.goto('/payments');
      await expectWalletTile(page, '0.00');
      await page.getByText('No airtime, electricity or transfers bought yet.').waitFor();

      await page.getByRole('button', { name: /Send Money/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Float available: R0.00').waitFor();
      await dialog.getByLabel('Cellphone number').fill('0821234567');
      await dialog.getByLabel('Amount (R)').fill('50');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog
        .getByText('Your wallet has R0.00, this needs R50.00 more. Load float first.')
        .waitFor();
      expect(await dialog.getByRole('button', { name: /Confirm/ }).count()).toBe(0);
      await expectNoSeriousA11y(page, 'the send money refused for want of float');
      await page.screenshot({ path: `${SHOTS}/refused-1280.png` });

      await dialog.getByRole('button', { name: 'Load float' }).click();
      await dialog.getByLabel('Float amount (R)').fill('100');
      await dialog.getByRole('button', { name: 'Load float' }).click();
      await page.getByText('Float loaded').first().waitFor();
      await dialog.getByText('Float available: R100.00').waitFor();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('button', { name: 'Confirm R50.00' }).click();
      await page.getByText('Payment Successful').first().waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expectWalletTile(page, '50.00');
      await expect.poll(() => page.getByTestId('float-balance').innerText()).toBe('R50.00');
    } finally {
      await fresh.close();
    }
  });
});
