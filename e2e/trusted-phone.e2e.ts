import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, latestSmsCode, openBrowser, type BrowserSession } from './support/browser';
import { newMerchant, registerThroughApi, type NewMerchant } from './support/session';
import { expectCleanPage } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/shots/tillday';

/** Every SMS the development outbox holds for the phone. */
async function smsCount(baseUrl: string, phone: string) {
  const response = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

async function signIn(page: Page, merchant: NewMerchant) {
  await page.goto('/merchant/login');
  await page.getByLabel('Username').fill(merchant.username);
  await page.getByLabel('Password').fill(merchant.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/merchant/login');
}

describe('a phone the owner trusts', () => {
  let session: BrowserSession;
  let merchant: NewMerchant;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(DESKTOP);
    merchant = newMerchant();
    await registerThroughApi(session.baseUrl, merchant);
  });
  afterAll(() => session.close());

  it('verifies once, then signs in with the password alone; a removed phone needs a code again', async () => {
    const { page, baseUrl } = session;
    await signIn(page, merchant);
    await page.getByLabel('Verification Code').waitFor();
    const trust = page.getByRole('checkbox', { name: /Trust this phone for 30 days/ });
    expect(await trust.isChecked()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/verify-trust-1280.png` });
    await expectNoSeriousA11y(page, 'the verification with Trust this phone');
    await page.getByLabel('Verification Code').fill(await latestSmsCode(baseUrl, merchant.phone));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.waitForURL('**/dashboard');
    await logOut(page);

    // The owner's own phone: the password is enough, no SMS is sent.
    const sent = await smsCount(baseUrl, merchant.phone);
    await signIn(page, merchant);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await smsCount(baseUrl, merchant.phone)).toBe(sent);

    // Settings > Devices lists this phone; removing it takes the trust away.
    await page.getByRole('link', { name: 'Settings' }).click();
    const devices = page.getByRole('list', { name: 'Trusted devices' });
    await devices.getByText('This phone').waitFor();
    await devices.getByText(/Chrome on Linux/).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, "the Settings' trusted devices on a laptop");
    await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, "the Settings' trusted devices on a phone");
    await page.screenshot({ path: `${SHOTS}/settings-360.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await devices.getByRole('button', { name: /^Remove/ }).click();
    await page.getByText('No trusted phones.', { exact: false }).waitFor();
    await logOut(page);

    await signIn(page, merchant);
    await page.getByLabel('Verification Code').waitFor();
    await expect.poll(() => smsCount(baseUrl, merchant.phone)).toBe(sent + 1);
  });

  it('signs out everywhere: the next sign-in on this phone needs a code', async () => {
    const { page, baseUrl } = session;
    await page.getByLabel('Verification Code').fill(await latestSmsCode(baseUrl, merchant.phone));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/settings');
    await page.getByRole('list', { name: 'Trusted devices' }).getByText('This phone').waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    await page.waitForURL('**/merchant/login');

    const sent = await smsCount(baseUrl, merchant.phone);
    await signIn(page, merchant);
    await page.getByLabel('Verification Code').waitFor();
    await expect.poll(() => smsCount(baseUrl, merchant.phone)).toBe(sent + 1);
  });
});
