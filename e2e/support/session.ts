import type { Page } from 'playwright-core';
import { latestSmsCode } from './browser';

export interface NewMerchant {
  name: string;
  businessName: string;
  username: string;
  password: string;
  /** As typed by the merchant (local form). */
  phone: string;
}

let counter = 0;

/** A merchant nobody has registered yet in this run. */
export function newMerchant(): NewMerchant {
  counter += 1;
  const unique = `${Date.now() % 1_000_000}${counter}`.padStart(7, '0').slice(-7);
  return {
    name: 'Thandi Mokoena',
    businessName: `Thandi's Spaza ${unique}`,
    username: `thandi${unique}`,
    password: 'spaza-pass-1',
    phone: `072${unique}`,
  };
}

/** Opens the registration form, types the merchant in and sends it (Create Account). */
export async function submitRegistration(page: Page, merchant: NewMerchant) {
  await page.goto('/merchant/login');
  await page.getByRole('button', { name: 'Register your shop' }).click();
  await page.getByLabel('Full Name').fill(merchant.name);
  await page.getByLabel('Business Name').fill(merchant.businessName);
  await page.getByLabel('Username').fill(merchant.username);
  await page.getByLabel('Password').fill(merchant.password);
  await page.getByLabel('Phone Number').fill(merchant.phone);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Registers through the UI and verifies with the code from the development SMS outbox. */
export async function registerThroughUi(page: Page, baseUrl: string, merchant: NewMerchant) {
  await submitRegistration(page, merchant);
  await page.getByLabel('Verification Code').waitFor();
  const code = await latestSmsCode(baseUrl, merchant.phone);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.waitForURL('**/dashboard');
}

/** Signs an admin in through the admin login page. */
export async function adminLoginThroughUi(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Admin Portal' }).click();
}

export const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('kasitrade_token'),
    user: localStorage.getItem('kasitrade_user'),
    merchant: localStorage.getItem('kasitrade_merchant'),
  }));

/** Registers without the UI; the code sent stays unused in the outbox. */
export async function registerThroughApi(baseUrl: string, merchant: NewMerchant) {
  const response = await fetch(`${baseUrl}/api/auth/merchant/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...merchant, email: '' }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${await response.text()}`);
}
