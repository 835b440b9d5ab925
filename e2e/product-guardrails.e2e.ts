import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { signInDemoMerchant } from './support/demo-merchant';

const SHOTS = '/tmp/guardrails-shots';
const NAME = `E2E Doom ${Date.now().toString(36)}`;

describe('Guardrails on the shelf', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    await signInDemoMerchant(session);
  });
  afterAll(() => session.close());

  it('adds a pesticide on a phone: refused at the field until its L-number and household use are given', async () => {
    const { page } = session;
    await page.goto('/catalog');
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(NAME);
    await dialog.getByLabel('Price (R)').fill('45.00');
    await dialog.getByLabel('Stock', { exact: true }).fill('6');
    await dialog.getByLabel('Kind').selectOption('medicine');
    await dialog.getByLabel('Schedule on the pack').selectOption('2');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await dialog
      .getByText('Only Schedule 0 medicines may be sold without a pharmacy licence')
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/medicine-360.png` });

    await dialog.getByLabel('Kind').selectOption('pesticide');
    await dialog.getByText(/A pesticide needs its registration number/).waitFor();
    await dialog.getByLabel('Registration number (L and digits)').fill('L 1234');
    await dialog.getByRole('switch', { name: 'Registered for household use' }).click();
    await dialog.getByLabel('Registration number (L and digits)').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/pesticide-360.png` });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SHOTS}/pesticide-1280.png` });
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Product created successfully').first().waitFor();
    await page.getByRole('main').getByLabel('Search products').fill(NAME);
    const card = page.getByTestId('product-card').filter({ hasText: NAME });
    await card.getByTestId('kind-badge').waitFor();
    expect(await card.getByTestId('kind-badge').textContent()).toBe('Pesticide');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/catalog-1280.png` });
  });
});
