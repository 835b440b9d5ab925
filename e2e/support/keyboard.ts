import type { Locator, Page } from 'playwright-core';

/** Whether `target` holds the keyboard focus. */
export const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus; returns how many presses it took. */
export async function tabTo(page: Page, target: Locator, max = 150) {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${String(target)} not reached in ${max} Tabs`);
}
