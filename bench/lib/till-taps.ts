import { chromium } from 'playwright-core';
import type { StoredSession } from './merchant-session';

export const SHOP_PRODUCTS = 500;
const TAPS = 20;
const CPU_SLOWDOWN = 4;

export interface TapTimes {
  products: number;
  cpuSlowdown: number;
  taps: number;
  medianMs: number;
  p95Ms: number;
  runsMs: number[];
}

/** Puts `count` products into the signed-in shop, so the till searches a full catalogue. */
export async function seedProducts(baseUrl: string, session: StoredSession, count: number) {
  for (let i = 1; i <= count; i += 1) {
    const response = await fetch(`${baseUrl}/api/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Item ${String(i).padStart(3, '0')}`,
        price: `${(5 + (i % 90)).toFixed(2)}`,
        stock: 200,
      }),
    });
    if (!response.ok) throw new Error(`POST /api/products answered ${response.status}`);
  }
}

/**
 * Taps the index-th seeded tile in the page and answers the milliseconds until the frame in which
 * its cart quantity appeared or changed. Plain text, so the page runs it as written.
 */
const TAP_SCRIPT = `async (index) => {
  const tiles = [...document.querySelectorAll('button')].filter((b) =>
    /^Bench Item \\d+ R\\d/.test(b.textContent ?? ''),
  );
  const tile = tiles[index];
  const name = /^Bench Item \\d+/.exec(tile.textContent ?? '')[0];
  const quantity = () =>
    document.querySelector('[aria-label="Quantity of ' + name + '"]')?.textContent ?? null;
  const before = quantity();
  const start = performance.now();
  tile.click();
  return new Promise((resolve) => {
    const check = () => {
      if (quantity() !== before) resolve(performance.now() - start);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The time from tapping a product tile to the cart showing it (the frame after its quantity
 * appears or changes), on a phone-sized page with the CPU slowed 4x: `TAPS` taps on different
 * products, so the cart grows as a sale does.
 */
export async function measureTillTaps(baseUrl: string, session: StoredSession): Promise<TapTimes> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('kasitrade_token', token);
        localStorage.setItem('kasitrade_user', JSON.stringify(user));
      },
      { token: session.token, user: session.user },
    );
    await page.goto(`${baseUrl}/pos`);
    // The seeded products, whatever else the shop sells.
    await page.getByRole('searchbox', { name: 'Search products to sell' }).fill('Bench Item');
    await page
      .getByRole('button', { name: /^Bench Item \d+ R\d/ })
      .first()
      .waitFor();
    // Let the parts loaded after the first paint arrive before timing.
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const runsMs: number[] = [];
    for (let i = 0; i < TAPS; i += 1) {
      const ms = await page.evaluate<number>(`(${TAP_SCRIPT})(${i})`);
      runsMs.push(round(ms));
    }
    const sorted = [...runsMs].sort((a, b) => a - b);
    return {
      products: SHOP_PRODUCTS,
      cpuSlowdown: CPU_SLOWDOWN,
      taps: TAPS,
      medianMs: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      runsMs,
    };
  } finally {
    await browser.close();
  }
}
