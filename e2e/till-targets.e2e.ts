import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type BrowserSession } from './support/browser';
import { expectCleanPage, newShopOnPhone, productTile } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/till-targets-shots';
const PRODUCTS = [
  { name: 'Target Bread', price: '17.99', stock: 30 },
  { name: 'Target Milk 1L', price: '24.99', stock: 30 },
];
const MIN = 44;

/**
 * Every control inside `scope` smaller than 44x44 px: a visually hidden radio is measured by
 * its label, a link shown on focus while focused.
 */
function smallTargets(scope: Locator) {
  return scope.evaluate((root, min) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    const small: string[] = [];
    for (const control of controls) {
      const hidden = control.classList.contains('sr-only');
      const label = hidden ? control.closest('label') : null;
      if (hidden && !label) control.focus();
      const box = (label ?? control).getBoundingClientRect();
      if (!hidden && !control.checkVisibility()) continue;
      const name = control.getAttribute('aria-label') ?? (label ?? control).textContent ?? '';
      if (box.width < min || box.height < min)
        small.push(`${control.tagName} "${name.trim()}" ${box.width}x${box.height}`);
    }
    return small;
  }, MIN);
}

const rect = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON());
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function fillCartAndSell(page: Page) {
  await page.goto('/pos');
  for (const product of PRODUCTS) await productTile(page, product.name).click();
  await page.getByRole('button', { name: 'Discount on Target Bread' }).click();
  await page.getByLabel('Quantity of Target Milk 1L').waitFor();
}

describe('the till is thumb-sized', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    ({ session } = await newShopOnPhone(SHOTS, PRODUCTS));
  });
  afterAll(() => session.close());

  it('every control of the till, its cart and its receipt is at least 44x44 at 360x740', async () => {
    const { page } = session;
    await fillCartAndSell(page);
    expect(await smallTargets(page.getByRole('main'))).toEqual([]);
    await page.getByRole('button', { name: /^Checkout/ }).click();
    const receipt = page.getByRole('dialog', { name: /^Receipt SALE-/ });
    await receipt.waitFor();
    expect(await smallTargets(receipt)).toEqual([]);
    await expectNoSeriousA11y(page, 'the receipt');
    await page.screenshot({ path: `${SHOTS}/receipt-360.png` });
  });

  for (const [viewport, width] of [
    [PHONE, 360],
    [DESKTOP, 1280],
  ] as const) {
    it(`no toast covers the receipt's title or Close at ${width} px`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      await page.goto('/pos');
      await productTile(page, PRODUCTS[0]!.name).click();
      await page.getByRole('button', { name: /^Checkout/ }).click();
      const receipt = page.getByRole('dialog', { name: /^Receipt SALE-/ });
      // The receipt says the sale completed itself.
      await receipt.getByRole('status').getByText('Sale Completed').waitFor();
      const covered = [
        await rect(receipt.getByRole('heading', { name: /^Receipt SALE-/ })),
        await rect(receipt.getByRole('button', { name: 'Close' })),
      ];
      const toasts = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
      for (const toast of await toasts.all()) {
        const box = await rect(toast);
        for (const target of covered) expect(overlaps(box, target)).toBe(false);
      }
      await expectCleanPage(page);
      await expectNoSeriousA11y(page, `the receipt at ${width} px`);
      await page.screenshot({ path: `${SHOTS}/receipt-toast-${width}.png` });
      await receipt.getByRole('button', { name: 'New Sale' }).click();
    });
  }
});
