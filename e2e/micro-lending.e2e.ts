import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, openBrowser, type BrowserSession } from './support/browser';
import { newMerchant, registerThroughUi } from './support/session';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/shots/lending';

async function expectFits(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.locator('body').innerText()).not.toMatch(/NaN|undefined/);
}

describe('Micro Lending on a phone', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    await registerThroughUi(session.page, session.baseUrl, newMerchant());
  });
  afterAll(() => session.close());

  it('takes a float credit of R500, repays R110 then the rest, and finds it paid in history', async () => {
    const { page } = session;
    await page.goto('/micro-lending');
    await page.getByRole('heading', { name: 'Micro Lending' }).waitFor();
    await page.getByText('KasiTrade Sandbox Lender').first().waitFor();
    await page.getByText('Sandbox', { exact: true }).first().waitFor();
    expect(await page.getByTestId('profile-Credit Limit').innerText()).toBe('R2 500.00');
    expect(await page.getByTestId('profile-Credit Score').innerText()).toBe('85');
    await page.getByText('Excellent').waitFor();
    await page.getByText('No active loans. Choose a loan type to apply.').waitFor();
    await expectFits(page);
    await expectNoSeriousA11y(page, 'micro lending of a new shop, phone');
    await page.screenshot({ path: `${SHOTS}/e2e-new-shop-360.png`, fullPage: true });

    await page.getByRole('button', { name: 'Apply for Float Credit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Apply for Float Credit' }).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Confirm Loan' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Amount (R)').fill('500.01');
    await dialog.getByText('Float Credit is at most R500.00').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Amount (R)').fill('500');
    await dialog.getByLabel('Purpose (optional)').fill('Airtime float for the weekend');
    await expect.poll(() => dialog.getByTestId('total-to-repay').innerText()).toBe('R510.00');
    expect(await dialog.getByTestId('due-date').innerText()).toMatch(/\(in 3 days\)$/);
    await dialog.getByText('KasiTrade Sandbox Lender').waitFor();
    await expectNoSeriousA11y(page, 'stock advance dialog, phone');
    await page.screenshot({ path: `${SHOTS}/e2e-apply-360.png` });
    await confirm.click();
    await page.getByText('Loan Approved!').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const active = page.getByRole('list', { name: 'Active loans' });
    await active.getByText('Float Credit').waitFor();
    await active.getByText('R510.00').waitFor();
    await active.getByText(/\(in 3 days\)/).waitFor();
    await expect
      .poll(() => page.getByTestId('profile-Available Credit').innerText())
      .toBe('R1 990.00');
    await expectNoSeriousA11y(page, 'micro lending with an active loan, phone');
    await page.screenshot({ path: `${SHOTS}/e2e-active-360.png`, fullPage: true });

    const repay = async (amount: string, label: string) => {
      await active.getByRole('button', { name: 'Repay Float Credit' }).click();
      await dialog.getByLabel('Amount (R)').fill(amount);
      await dialog.getByRole('button', { name: label }).click();
      await page.getByText('Payment Successful').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
    };
    await repay('110', 'Pay R110.00');
    await active.getByText('R400.00').waitFor();
    await repay('400', 'Pay R400.00');
    await page.getByText('No active loans. Choose a loan type to apply.').waitFor();

    const history = page.getByRole('list', { name: 'Loan history' });
    await history.getByText('Float Credit').waitFor();
    await history.getByText('R500.00').waitFor();
    await history.getByText('Paid', { exact: true }).waitFor();
    await history.getByText(/repaid/).waitFor();
    await expect.poll(() => page.getByTestId('profile-Credit Score').innerText()).toBe('88');
    await expectFits(page);
    await expectNoSeriousA11y(page, 'micro lending with its history, phone');
    await page.screenshot({ path: `${SHOTS}/e2e-history-360.png`, fullPage: true });

    await page.goto('/payments');
    await page.getByText('Loan repayment · Float Credit').first().waitFor();
    await page.getByText('Loan received · Float Credit').waitFor();
  });

  it('shows the server message when an application is refused', async () => {
    const { page } = session;
    await page.goto('/micro-lending');
    await page.getByRole('button', { name: 'Apply for Emergency Fund' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount (R)').fill('2000');
    await dialog.getByRole('button', { name: 'Confirm Loan' }).click();
    await page.getByText('Loan Approved!').first().waitFor();
    await page.getByRole('button', { name: 'Apply for Stock Advance' }).click();
    await dialog.getByLabel('Amount (R)').fill('1000');
    await dialog.getByRole('button', { name: 'Confirm Loan' }).click();
    await page.getByText('Application Failed').first().waitFor();
    await page
      .getByText('Not enough available credit: R340.00 available, R1 000.00 asked')
      .first()
      .waitFor();
    await expectNoSeriousA11y(page, 'stock advance dialog with a refusal, phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
