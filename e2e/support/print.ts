import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Printed, the slip (`selector`) is all there is: it starts the paper (no blank paper fed before
 * it) and fills one page.
 */
export async function expectPrintsOnOnePage(page: Page, selector: string) {
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator(selector).evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });
}
