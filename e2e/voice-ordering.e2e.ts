import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { signInDemoMerchant } from './support/demo-merchant';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/voice-ui-shots';
const FANTA = 'Fanta Orange 2L';
const BROWN = 'Albany Brown Bread 700g';
const SMALL_COKE = 'Coca-Cola 500ml';

let session: BrowserSession;
let token: string;

async function stockOf(name: string): Promise<number> {
  const response = await fetch(
    `${session.baseUrl}/api/products?search=${encodeURIComponent(name)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const { items } = (await response.json()) as { items: { name: string; stock: number }[] };
  return items.find((p) => p.name === name)!.stock;
}

async function expectTidy(page: Page, shot: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/NaN|undefined/);
  await expectNoSeriousA11y(page, shot);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

describe('Voice Ordering', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    token = await signInDemoMerchant(session);
  });
  afterAll(() => session.close());

  it('reads a typed isiZulu order, lets it be edited and confirms it into the orders list', async () => {
    const { page } = session;
    const fantaBefore = await stockOf(FANTA);
    await page.goto('/voice-ordering');
    await page.getByRole('heading', { name: 'Voice Ordering' }).waitFor();
    expect(await page.getByLabel('Order language').inputValue()).toBe('zu');
    await page.getByLabel('Order language').selectOption({ label: 'isiZulu' });
    await expectTidy(page, 'voice-idle-360');

    await page
      .getByLabel('What was said')
      .fill('Ngicela amabhodlela amathathu e-Fanta nesinkwa esinsundu ne-Coke, ngiyabonga');
    await page.getByRole('button', { name: 'Read order' }).click();
    const confirmation = page.getByTestId('confirmation-text');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toMatch(
      new RegExp(
        `^Ucele: ${FANTA} x3, ${BROWN} x1\\. Konke kuyi-R[\\d ]+\\.\\d{2}\\. Kulungile\\? Yiphi:`,
      ),
    );
    const lines = page.getByTestId('voice-line');
    expect(await lines.count()).toBe(2);
    await expectTidy(page, 'voice-result-360');

    // Pick the small Coke, then make the Fanta two and take the bread off.
    await page
      .getByTestId('voice-choice')
      .getByRole('button', { name: new RegExp(`^${SMALL_COKE}`) })
      .click();
    await page.getByRole('button', { name: `Decrease quantity of ${FANTA}` }).click();
    await page.getByRole('button', { name: `Remove ${BROWN}` }).click();
    expect(await page.getByRole('spinbutton', { name: `Quantity of ${FANTA}` }).inputValue()).toBe(
      '2',
    );
    expect(
      await page.getByRole('spinbutton', { name: `Quantity of ${SMALL_COKE}` }).inputValue(),
    ).toBe('1');
    expect(await lines.count()).toBe(2);
    const total = await page.getByTestId('voice-total').textContent();
    await expectTidy(page, 'voice-edited-360');

    await page.getByRole('button', { name: 'Confirm Order' }).click();
    const toast = page.getByText('Order Confirmed!').first();
    await toast.waitFor();
    const detail = await page
      .getByText(/^ORD-\d{6} · R/)
      .first()
      .textContent();
    const orderNumber = detail!.split(' ')[0]!;
    expect(detail).toBe(`${orderNumber} · ${total}`);
    await expectTidy(page, 'voice-confirmed-360');
    expect(await stockOf(FANTA)).toBe(fantaBefore - 2);

    await page.goto('/orders');
    await page.getByRole('main').getByLabel('Search orders').fill(orderNumber);
    const row = page.getByTestId('order-row').filter({ hasText: orderNumber, visible: true });
    await row.waitFor();
    expect(await row.textContent()).toContain(total!);
    await expectTidy(page, 'voice-order-in-orders-360');
  });

  it('reads a typed Sesotho order at 1280 px and asks which bread', async () => {
    const { page } = session;
    await page.setViewportSize(DESKTOP);
    await page.goto('/voice-ordering');
    await page.getByLabel('Order language').selectOption({ label: 'Sesotho' });
    await page.getByRole('button', { name: 'Merchant' }).click();
    await page.getByLabel('What was said').fill('Ke kopa bohobe bo le bong le lebese');
    await page.getByRole('button', { name: 'Read order' }).click();
    await page.getByTestId('voice-choice').waitFor();
    expect(await page.getByTestId('confirmation-text').textContent()).toMatch(/^O kopile: .*Efe: /);
    await expectTidy(page, 'voice-result-st-1280');
  });
});
