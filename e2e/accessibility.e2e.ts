import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { readClientRoutes } from '../scripts/lib/client-routes';
import { expectNoSeriousA11y } from './support/a11y';
import { DESKTOP, openBrowser, PHONE, type BrowserSession } from './support/browser';
import { signInDemoMerchant } from './support/demo-merchant';
import { E2E_ADMIN } from './support/global-setup';

/** Every path the router names, read from its tables so a new route is not missed. */
const ROUTES = readClientRoutes();
const PUBLIC = ROUTES.filter((r) => !r.guarded && r.path.startsWith('/')).map((r) => r.path);
const ADMIN = ROUTES.filter((r) => r.guarded && r.path.startsWith('/admin/')).map((r) => r.path);
const MERCHANT = ROUTES.filter((r) => r.guarded && !ADMIN.includes(r.path)).map((r) => r.path);

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The page has drawn its heading and nothing is still loading. */
async function rendered(page: Page) {
  await page.locator('h1, h2').first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

/** Every screen is checked even after one fails, so a run names all the faults at once. */
async function check(page: Page, path: string, label: string, faults: string[]) {
  try {
    await page.goto(path);
    await rendered(page);
    await expectNoSeriousA11y(page, `${path} ${label}`);
  } catch (error) {
    faults.push((error as Error).message);
  }
}

async function signInAdmin({ baseUrl, page }: BrowserSession) {
  const response = await fetch(`${baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('kasitrade_token', t);
      localStorage.setItem('kasitrade_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

async function receiptToken({ baseUrl }: BrowserSession, token: string) {
  const response = await fetch(`${baseUrl}/api/pos-sales`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await response.json()) as { items: { receiptToken: string }[] };
  return items[0]!.receiptToken;
}

const VIEWPORTS = [
  ['phone', PHONE],
  ['laptop', DESKTOP],
] as const;

describe.each(VIEWPORTS)('every screen at %s size', (size, viewport) => {
  it.each(['en', 'zu'])('has no serious accessibility fault in %s', async (language) => {
    browser = await openBrowser(viewport);
    const { page } = browser;
    const label = `${size} ${language}`;
    const faults: string[] = [];
    await page.goto(PUBLIC[0]!);
    if (language !== 'en') await page.getByRole('combobox').first().selectOption(language);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    for (const path of PUBLIC) await check(page, path, label, faults);
    await check(page, '/no-such-page', label, faults);

    const token = await signInDemoMerchant(browser);
    await check(page, `/r/${await receiptToken(browser, token)}`, label, faults);
    for (const path of MERCHANT) await check(page, path, label, faults);

    await signInAdmin(browser);
    for (const path of ADMIN) await check(page, path, label, faults);
    expect(MERCHANT.length + ADMIN.length).toBeGreaterThan(20);
    expect(faults.join('\n')).toBe('');
  });
});
