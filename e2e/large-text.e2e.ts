import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, type BrowserSession } from './support/browser';
import { signInNewMerchant } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/large-text-shots';
const PRODUCT = { name: 'Large Text Maize Meal 10kg Family Pack', price: '1234.50', stock: 100 };

/** The user's text size at twice the default, as the browser's setting would make it. */
const doubleText = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });

/**
 * Sideways overflow of the page, and every money figure ("R12 345.67") that its box cuts: wider
 * text than box, or an ellipsis in place of its end.
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const money = /^-?R\s?-?\d[\d\s\u00a0]*[.,]\d{2}$/;
    const cut: string[] = [];
    let figures = 0;
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (/^R…$|^R\s?\d+…$/.test(own)) cut.push(`${own} (ellipsis)`);
      if (!money.test(own) || element.getClientRects().length === 0) continue;
      figures += 1;
      const style = getComputedStyle(element);
      if (element.scrollWidth > element.clientWidth && style.display !== 'inline')
        cut.push(`${own}: ${element.scrollWidth} > ${element.clientWidth}`);
      if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth)
        cut.push(`${own} (ellipsis)`);
    }
    const root = document.documentElement;
    return { overflow: root.scrollWidth - root.clientWidth, figures, cut };
  });
}

describe('at 200% text on a 360 px phone', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    const { api } = await signInNewMerchant(session);
    const product = await api<{ id: string }>('POST', '/api/products', PRODUCT);
    // R14 196.75 taken: the dashboard's widest figure (a full tax invoice names its buyer).
    await api('POST', '/api/pos-sales', {
      customerId: null,
      items: [{ productId: product.id, quantity: 10, unitPrice: '1234.50', subtotal: '12345.00' }],
      subtotal: '12345.00',
      tax: '1851.75',
      total: '14196.75',
      paymentMethod: 'cash',
      status: 'completed',
      buyer: { name: 'Sipho Builders', address: '12 Main Rd, Soweto' },
    });
  });
  afterAll(() => session.close());

  it('the dashboard does not scroll sideways and shows Revenue whole', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    await page.getByText('R14 196.75').first().waitFor();
    // The sponsored banner comes just after the figures: measure the page with it.
    await page.getByRole('region', { name: 'Sponsored' }).waitFor();
    await doubleText(page);
    await page.waitForTimeout(100);
    const result = await measure(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-200.png`, fullPage: true });
    await expectNoSeriousA11y(page, 'the dashboard at 200% text');
    expect(result.cut).toEqual([]);
    expect(result.overflow).toBeLessThanOrEqual(0);
    expect(result.figures).toBeGreaterThan(0);
  });

  it('the till does not scroll sideways and shows its prices and total whole', async () => {
    const { page } = session;
    await page.goto('/pos');
    await page
      .getByRole('button', { name: /Large Text Maize Meal/ })
      .first()
      .click();
    await doubleText(page);
    await page.waitForTimeout(100);
    const result = await measure(page);
    await page.screenshot({ path: `${SHOTS}/pos-200.png`, fullPage: true });
    await expectNoSeriousA11y(page, 'the till at 200% text');
    expect(result.cut).toEqual([]);
    expect(result.overflow).toBeLessThanOrEqual(0);
    expect(result.figures).toBeGreaterThan(1);
  });

  it('grows the bottom navigation’s labels with the text', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const size = () =>
      nav
        .getByRole('link', { name: 'Dashboard' })
        .evaluate((link) => getComputedStyle(link).fontSize);
    expect(await size()).toBe('11px');
    await doubleText(page);
    expect(await size()).toBe('22px');
  });
});
