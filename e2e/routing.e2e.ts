import { afterAll, beforeAll, expect, test } from 'vitest';
import { openBrowser, PHONE, type BrowserSession } from './support/browser';
import { expectNoSeriousA11y } from './support/a11y';

let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser(PHONE);
});

afterAll(async () => {
  await session.close();
});

test('an unknown path shows the fallback screen without overflowing a phone', async () => {
  const { page } = session;
  await page.goto('/no-such-page');
  await expect
    .poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).count())
    .toBe(1);
  expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
  await expectNoSeriousA11y(page, 'the 404 screen');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a guarded merchant page without a session goes to the merchant login', async () => {
  const { page } = session;
  await page.goto('/orders');
  await page.waitForURL('**/merchant/login');
  expect(new URL(page.url()).pathname).toBe('/merchant/login');
  await expectNoSeriousA11y(page, 'the merchant login');
});

test('an admin page without a session goes to the admin login', async () => {
  const { page } = session;
  await page.goto('/admin/employees');
  await page.waitForURL('**/admin/login');
  expect(await page.evaluate(() => localStorage.getItem('kasitrade_token'))).toBeNull();
  await expectNoSeriousA11y(page, 'the admin login');
});
