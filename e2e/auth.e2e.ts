import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { DESKTOP, latestSmsCode, openBrowser, PHONE, type BrowserSession } from './support/browser';
import {
  adminLoginThroughUi,
  newMerchant,
  registerThroughApi,
  registerThroughUi,
  storedSession,
  submitRegistration,
} from './support/session';
import { expectNoSeriousA11y } from './support/a11y';

let browser: BrowserSession;
afterEach(async () => {
  await browser?.close();
});

const toast = (b: BrowserSession, title: string) =>
  b.page.getByRole('status').filter({ hasText: title });

describe('merchant sign-in', () => {
  beforeEach(async () => {
    browser = await openBrowser(PHONE);
  });

  it('registers at 360x740, verifies with the SMS code and lands on the dashboard', async () => {
    const merchant = newMerchant();
    await registerThroughUi(browser.page, browser.baseUrl, merchant);
    await toast(browser, 'Welcome to KasiTrade!').waitFor();
    const session = await storedSession(browser.page);
    expect(session.token).toBeTruthy();
    expect(JSON.parse(session.user!)).toMatchObject({
      username: merchant.username,
      role: 'merchant',
    });
    const record = JSON.parse(session.merchant!) as Record<string, unknown>;
    expect(record).toMatchObject({
      username: merchant.username,
      businessName: merchant.businessName,
    });
    expect(record.loginTime).toEqual(expect.any(String));
    expect(record.lastActivity).toEqual(expect.any(String));
    const overflow = await browser.page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await expectNoSeriousA11y(browser.page, 'the dashboard after registering');
  });

  it('logs in with a wrong then right password, resends the code and verifies', async () => {
    const merchant = newMerchant();
    await registerThroughApi(browser.baseUrl, merchant);
    const { page } = browser;

    await page.goto('/merchant/login');
    await page.getByLabel('Username').fill(merchant.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(browser, 'Login Failed')
      .filter({ hasText: 'Invalid username or password' })
      .waitFor();

    await page.getByLabel('Password').fill(merchant.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(browser, 'Login Successful').waitFor();

    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByText('Enter the 4-digit code').waitFor();
    await expectNoSeriousA11y(page, 'the verification code screen');
    await page.getByLabel('Verification Code').fill('12ab');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.getByText('Code should be 4-6 digits').waitFor();
    await page.getByLabel('Verification Code').fill('0000000000');
    expect(await page.getByLabel('Verification Code').inputValue()).toBe('000000');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await toast(browser, 'Verification Failed').waitFor();

    // A code was sent moments ago: the server refuses another for 30 seconds, and says so.
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await toast(browser, 'Error')
      .filter({ hasText: /Please wait \d+ seconds before asking for another code/ })
      .waitFor();
    const first = await latestSmsCode(browser.baseUrl, merchant.phone);
    await page.waitForTimeout(31_000);
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await toast(browser, 'Code Resent').waitFor();
    const code = await latestSmsCode(browser.baseUrl, merchant.phone);
    expect(code).not.toBe(first);

    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await page.waitForURL('**/dashboard');
    await toast(browser, 'Welcome to KasiTrade!').waitFor();
  });

  it('shows every validation message of the login and register forms', async () => {
    const { page } = browser;
    await page.goto('/merchant/login');
    await page.getByLabel('Password').fill('abc');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await expectNoSeriousA11y(page, 'the login form with its errors');

    await page.getByRole('button', { name: 'Register your shop' }).click();
    // Validated on change: each message appears while typing, before any submit.
    await page.getByLabel('Username').fill('ab');
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByLabel('Password').fill('123');
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByLabel('Phone Number').fill('071');
    await page.getByText('Valid phone number is required').waitFor();
    await page.getByLabel('Email (optional)').fill('not-an-email');
    await page.getByText('Valid email is required').waitFor();
    await page.getByLabel('Full Name').fill('x');
    await page.getByLabel('Full Name').fill('');
    await page.getByText('Full name is required').waitFor();
    await page.getByLabel('Business Name').fill('x');
    await page.getByLabel('Business Name').fill('');
    await page.getByText('Business name is required').waitFor();
    await expectNoSeriousA11y(page, 'the register form with its errors');
  });

  it('a taken username shows Registration Failed with the server message', async () => {
    const merchant = newMerchant();
    await registerThroughApi(browser.baseUrl, merchant);
    await submitRegistration(browser.page, merchant);
    await toast(browser, 'Registration Failed').filter({ hasText: 'already taken' }).waitFor();
  });

  it('logout clears the stored session and the guard then sends to the login', async () => {
    const { page } = browser;
    await registerThroughUi(page, browser.baseUrl, newMerchant());
    const { token } = await storedSession(page);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/merchant/login');
    await toast(browser, 'Logged Out').waitFor();
    expect(await storedSession(page)).toEqual({ token: null, user: null, merchant: null });
    const me = await fetch(`${browser.baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL('**/merchant/login');
  });
});

describe('admin sign-in and guards', () => {
  beforeEach(async () => {
    browser = await openBrowser(DESKTOP);
  });

  it('admin login lands on /admin/dashboard with the welcome toast', async () => {
    const { page } = browser;
    await adminLoginThroughUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    await toast(browser, 'Welcome Back!')
      .filter({ hasText: 'Admin Portal Access Granted' })
      .waitFor();
    await expectNoSeriousA11y(page, 'the admin dashboard');
  });

  it('admin login validates and shows Access Denied', async () => {
    const { page } = browser;
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Access Admin Portal' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await expectNoSeriousA11y(page, 'the admin login with its errors');
    await adminLoginThroughUi(page, E2E_ADMIN.username, 'wrong-password');
    await toast(browser, 'Access Denied')
      .filter({ hasText: 'Invalid admin credentials' })
      .waitFor();
    await page.getByRole('link', { name: 'Back to Merchant Login' }).click();
    await page.waitForURL('**/merchant/login');
    await page.getByRole('link', { name: 'ACCESS ADMIN PORTAL' }).click();
    await page.waitForURL('**/admin/login');
  });

  it('guards: visitors to the login, merchants off admin routes, admins off merchant routes', async () => {
    const { page } = browser;
    await page.goto('/dashboard');
    await page.waitForURL('**/merchant/login');
    await page.goto('/admin/employees');
    await page.waitForURL('**/admin/login');

    await registerThroughUi(page, browser.baseUrl, newMerchant());
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/merchant/login');

    await page.evaluate(() => localStorage.setItem('kasitrade_user', '{broken'));
    await page.goto('/dashboard');
    await page.waitForURL('**/merchant/login');
    expect(await storedSession(page)).toEqual({ token: null, user: null, merchant: null });

    await adminLoginThroughUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL('**/admin/dashboard');
    // e2e_admin is the bootstrap super_admin, who passes every guard.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('unknown paths show the 404 screen', async () => {
    const { page } = browser;
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await expectNoSeriousA11y(page, 'the 404 screen');
  });
});
