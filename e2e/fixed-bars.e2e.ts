import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, type BrowserSession } from './support/browser';
import { signInNewMerchant } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/fixed-bars-shots';
/** Enough products that the till scrolls under both bars on a phone. */
const PRODUCTS = Array.from({ length: 12 }, (_, i) => ({
  name: `Bar Product ${String(i + 1).padStart(2, '0')}`,
  price: `${10 + i}.50`,
  stock: 30,
}));

interface Stop {
  name: string;
  box: { top: number; bottom: number; left: number; right: number };
  under: string[];
}

/**
 * Tabs (or Shift+Tabs, from the end) through the page from its start until focus comes back round (or `limit` stops), and for
 * each focused control says which fixed bar, if any, its box crosses after the browser scrolled it
 * into view. Controls inside the bars themselves, and the skip link (fixed above them), are left
 * out.
 */
async function tabStops(page: Page, key = 'Tab', limit = 200): Promise<Stop[]> {
  // Start where a fresh page starts: a marker before everything, focused without a Tab stop.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.id = 'tab-walk-start';
    document.body.prepend(start);
    start.focus();
    window.scrollTo(0, 0);
  });
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const bars = [...document.querySelectorAll('header, nav')].filter(
        (bar) => getComputedStyle(bar).position !== 'static' && bar.getBoundingClientRect().height,
      );
      const fixed = getComputedStyle(focused).position === 'fixed';
      const inside = bars.some((bar) => bar.contains(focused));
      const box = focused.getBoundingClientRect();
      const under =
        fixed || inside
          ? []
          : bars
              .filter((bar) => {
                const b = bar.getBoundingClientRect();
                return box.top < b.bottom && box.bottom > b.top && box.height > 0;
              })
              .map((bar) => bar.tagName.toLowerCase());
      const name =
        focused.getAttribute('aria-label') ??
        ((focused as HTMLInputElement).labels?.[0]?.innerText ||
          focused.innerText ||
          focused.id ||
          focused.tagName);
      return {
        name: name.replace(/\s+/g, ' ').slice(0, 60),
        box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
        under,
        first: focused.dataset.tabWalk === 'seen',
      };
    });
    if (!stop) continue;
    if (stop.first) break;
    await page.evaluate(() => {
      (document.activeElement as HTMLElement).dataset.tabWalk = 'seen';
    });
    stops.push({ name: stop.name, box: stop.box, under: stop.under });
  }
  await page.evaluate(() => {
    document.getElementById('tab-walk-start')?.remove();
    document.querySelectorAll<HTMLElement>('[data-tab-walk]').forEach((seen) => {
      delete seen.dataset.tabWalk;
    });
  });
  return stops;
}

describe('no focused control hides under the fixed bars on a phone', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    const { api } = await signInNewMerchant(session);
    for (const product of PRODUCTS) await api('POST', '/api/products', product);
  });
  afterAll(() => session.close());

  it('tabs through the till with a cart: every stop, Cash among them, clear of the top bar and the bottom navigation', async () => {
    const { page } = session;
    await page.goto('/pos');
    for (const name of ['Bar Product 01', 'Bar Product 02']) {
      await page
        .getByRole('button', { name: new RegExp(name) })
        .first()
        .click();
    }
    await expectNoSeriousA11y(page, 'the till with a cart');
    const stops = await tabStops(page);
    await page.screenshot({ path: `${SHOTS}/pos-360.png` });
    expect(stops.length).toBeGreaterThan(20);
    // The first stop is the skip link; the cart's payment methods are among the stops.
    expect(stops[0]!.name).toBe('Skip to main content');
    expect(stops.map((stop) => stop.name)).toContain('Cash');
    expect(stops.filter((stop) => stop.under.length > 0)).toEqual([]);
    // Backwards, up the page: the sticky top bar hides nothing either (the cart lines' buttons).
    const back = await tabStops(page, 'Shift+Tab');
    expect(back.length).toBeGreaterThan(20);
    expect(back.filter((stop) => stop.under.length > 0)).toEqual([]);
  });

  it('tabs through the dashboard: every stop clear of both bars', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Total Orders' }).waitFor();
    await expectNoSeriousA11y(page, 'the dashboard');
    const stops = await tabStops(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-360.png` });
    expect(stops.length).toBeGreaterThan(10);
    expect(stops.filter((stop) => stop.under.length > 0)).toEqual([]);
  });

  it('gives the bell a 44x44 target, and the skip link takes the keyboard to the page', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: /stock alerts/i });
    const box = await bell.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const shown = await skip.boundingBox();
    expect(shown?.width).toBeGreaterThan(40);
    await page.screenshot({ path: `${SHOTS}/skip-link-360.png` });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });
});
