import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, type BrowserSession } from './support/browser';
import { newMerchant, registerThroughUi, storedSession } from './support/session';
import { expectNoSeriousA11y } from './support/a11y';

let browser: BrowserSession;
beforeEach(async () => {
  browser = await openBrowser(PHONE);
  await registerThroughUi(browser.page, browser.baseUrl, newMerchant());
});
afterEach(async () => {
  await browser?.close();
});

/** Reloads the dashboard with Playwright's clock in control of timers. */
async function dashboardWithClock() {
  const { page } = browser;
  await page.clock.install();
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Recent Orders' }).waitFor();
  // The idle warning's files arrive just after the page.
  await page.waitForLoadState('networkidle');
  // Stop the page's clock, then touch the page: the idle time starts at that stopped instant, so a
  // slow machine's real seconds never leak into the countdown the tests read.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1000);
  await page.evaluate(() => window.dispatchEvent(new Event('mousedown')));
}

const banner = () => browser.page.getByRole('region', { name: 'Sponsored' });

describe('merchant dashboard', () => {
  it('shows the empty shop: zero figures, R0.00 and No recent orders, never NaN', async () => {
    const { page } = browser;
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Overview of your KasiTrade operations').waitFor();
    await page.getByText('No recent orders').waitFor();
    for (const title of ['Total Orders', 'Revenue', 'Active Products', 'Low Stock']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.getByText('R0.00', { exact: true }).waitFor();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/NaN|undefined/);
    for (const action of ['New Order', 'Add Product', 'View Reports']) {
      await page.getByRole('link', { name: action }).waitFor();
    }
    await expectNoSeriousA11y(page, 'the empty dashboard');
  });

  it('keeps its place while the figures load: the banner does not move when they arrive', async () => {
    const { page } = browser;
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/analytics/dashboard', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    // A new shop's setup card comes in above the figures on its own; the figures are held back.
    await page.getByRole('heading', { name: 'Set up your store' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Total Orders' }).count()).toBe(0);
    // The banner loads after the dashboard's own files; the figures are still held back.
    await banner().waitFor();
    const before = await banner().boundingBox();
    answer();
    await page.getByRole('heading', { name: 'Total Orders' }).waitFor();
    expect(await banner().boundingBox()).toEqual(before);
    await expectNoSeriousA11y(page, 'the dashboard with its figures');
  });

  it('rotates the sponsored banner every 5 seconds, pauses on hover and closes', async () => {
    await dashboardWithClock();
    // Made-up brands: every slide says it is an example, not a real offer.
    await banner().getByText('Example · Ubuntu Cola · not a real offer').waitFor();
    await banner().getByRole('link', { name: 'Order Now' }).waitFor();
    await browser.page.clock.runFor(5000);
    await banner().getByText('Mzansi Foods').waitFor();
    await banner().getByRole('link', { name: 'View Catalog' }).waitFor();
    await browser.page.clock.runFor(5000);
    await banner().getByRole('link', { name: 'Stock Up' }).waitFor();

    await banner().hover();
    await browser.page.clock.runFor(12_000);
    await banner().getByText('Sparkle Home').waitFor();

    await banner().getByRole('button', { name: 'Close sponsored banner' }).click();
    expect(await banner().count()).toBe(0);
  });

  it('warns after 2 minutes idle; Yes, Stay Active keeps the session, Logout Now ends it', async () => {
    const { page } = browser;
    await dashboardWithClock();
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await page.clock.runFor(119_000);
    expect(await dialog.count()).toBe(0);
    await page.clock.runFor(1000);
    await dialog.waitFor();
    await dialog
      .getByText(
        "You've been inactive for 2 minutes. Do you want to continue using the application?",
      )
      .waitFor();
    await dialog.getByText('Auto-logout in 30 seconds').waitFor();
    await page.clock.runFor(3000);
    await dialog.getByText('Auto-logout in 27 seconds').waitFor();

    await dialog.getByRole('button', { name: 'Yes, Stay Active' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await storedSession(page)).token).toBeTruthy();

    await page.clock.runFor(120_000);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Logout Now' }).click();
    await page.waitForURL('**/merchant/login');
    expect(await storedSession(page)).toEqual({ token: null, user: null, merchant: null });
  });

  it('logs out by itself when the countdown reaches zero', async () => {
    const { page } = browser;
    await dashboardWithClock();
    await page.clock.runFor(120_000 + 30_000);
    await page.waitForURL('**/merchant/login');
    expect(await storedSession(page)).toEqual({ token: null, user: null, merchant: null });
  });

  // A locked phone suspends timers (a background tab runs them once a minute at best): on waking
  // after the timeout, the clock has jumped and the due timers run at most once.
  it('a phone that slept past 2:30 logs out at once when it wakes', async () => {
    const { page } = browser;
    await dashboardWithClock();
    await page.clock.fastForward(151_000);
    await page.waitForURL('**/merchant/login', { timeout: 5000 });
    expect(await storedSession(page)).toEqual({ token: null, user: null, merchant: null });
  });

  it('a phone that slept between 2:00 and 2:30 wakes to the warning with the seconds left', async () => {
    const { page } = browser;
    await dashboardWithClock();
    await page.clock.fastForward(125_000);
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await dialog.getByText('Auto-logout in 25 seconds').waitFor({ timeout: 5000 });
    await page.clock.fastForward(10_000);
    await dialog.getByText('Auto-logout in 15 seconds').waitFor({ timeout: 5000 });
    await page.clock.fastForward(20_000);
    await page.waitForURL('**/merchant/login', { timeout: 5000 });
  });

  it('has the bottom navigation and the More sheet at 360x740', async () => {
    const { page } = browser;
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Dashboard', 'Catalog', 'Orders', 'Payments']) {
      await nav.getByRole('link', { name: label }).waitFor();
    }
    await nav.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await sheet.getByRole('link', { name: 'Analytics' }).waitFor();
    await expectNoSeriousA11y(page, 'the More sheet');
    await sheet.getByRole('link', { name: 'POS System' }).click();
    await page.waitForURL('**/pos');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('flags an offline sale rung up below the shop price with a notice and the difference', async () => {
    const { page, baseUrl } = browser;
    const { token } = await storedSession(page);
    const api = async (path: string, body: unknown, key?: string) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { id: string; belowPrice: string | null };
    };
    const maize = await api('/api/products', { name: 'Maize 1kg', price: '25.00', stock: '10' });
    const line = { productId: maize.id, quantity: 2, unitPrice: '0.00', subtotal: '0.00' };
    const soldAt = new Date(Date.now() - 3_600_000).toISOString();
    const sale = await api(
      '/api/pos-sales',
      {
        items: [line],
        subtotal: '0.00',
        tax: '0.00',
        total: '0.00',
        paymentMethod: 'cash',
        offline: { receiptNumber: 'OFF-E2E1-1', soldAt, vatPercent: 15 },
      },
      'e2e-below-price',
    );
    expect(sale.belowPrice).toBe('50.00');
    await page.goto('/dashboard');
    const notice = page.getByRole('status').filter({ hasText: 'Sold below your prices' });
    await notice.getByText(/: 1, bringing in R50\.00 less than your prices\./).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await expectNoSeriousA11y(page, 'the dashboard with the below-price notice');
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/below-price-phone.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/below-price-desktop.png` });
    }
  });
});
