import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../src/client/lib/storage';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { DEMO_MERCHANT } from './support/demo-credentials';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/partners-shots';

/**
 * Signs in through the API from the page (login, SMS code from the dev outbox, verify) and
 * stores the session the way the client does. Uses the demo merchant; registers a fresh
 * merchant when the demo data is not loaded.
 */
async function signIn(page: Page) {
  await page.goto('/merchant/login');
  await page.evaluate(
    async ({ demo, keys }) => {
      const post = (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      let phone: string;
      const login = await post('/api/auth/merchant/login', demo);
      if (login.ok) {
        phone = ((await login.json()) as { phone: string }).phone;
      } else {
        const n = String(Date.now()).slice(-7);
        const registered = await post('/api/auth/merchant/register', {
          name: 'Thandi Mokoena',
          businessName: "Thandi's Spaza",
          username: `e2e_partners_${n}`,
          password: 'secret123',
          phone: `074${n}`,
        });
        phone = ((await registered.json()) as { phone: string }).phone;
      }
      const outbox = await fetch(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
      const { messages } = (await outbox.json()) as { messages: { code: string }[] };
      const verified = await post('/api/auth/verify-phone', { phone, code: messages[0]!.code });
      const { token, user } = (await verified.json()) as {
        token: string;
        user: Record<string, string | null>;
      };
      const now = new Date().toISOString();
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(
        keys.merchant,
        JSON.stringify({
          id: user.id,
          username: user.username,
          name: user.name,
          businessName: user.businessName,
          role: user.role,
          phone: user.phone,
          email: user.email,
          loginTime: now,
          lastActivity: now,
        }),
      );
    },
    { demo: DEMO_MERCHANT, keys: STORAGE_KEYS },
  );
}

async function expectCleanPage(page: Page, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(width);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/NaN|undefined|R NaN/);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).or(page.getByText(text)).first();

let session: BrowserSession;
const stamp = Date.now().toString().slice(-5);
const supplierName = `Soweto Wholesalers ${stamp}`;
const brandName = `Albany ${stamp}`;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  session = await openBrowser(DESKTOP);
  await signIn(session.page);
});
afterAll(() => session?.close());

describe('suppliers and brands', () => {
  it('adds and edits a supplier, with the validation messages', async () => {
    const { page } = session;
    await page.goto('/suppliers');
    await page.getByRole('heading', { name: 'Suppliers', level: 1 }).waitFor();
    await page.getByText('Total Suppliers').waitFor();

    await page.getByRole('button', { name: 'Add Supplier' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Supplier' }).click();
    await dialog.getByText('Supplier name is required').waitFor();
    await dialog.getByText('Contact person is required').waitFor();
    await dialog.getByLabel('Rating (0-5)').fill('7');
    await dialog.getByLabel('Phone').fill('123');
    await dialog.getByRole('button', { name: 'Add Supplier' }).click();
    await dialog.getByText('Rating must be between 0 and 5').waitFor();
    await dialog.getByText('Valid phone number is required').waitFor();
    await shot(page, 'supplier-dialog-errors-1280');
    await expectNoSeriousA11y(page, 'the supplier dialog with its errors');

    await dialog.getByLabel('Supplier Name *').fill(supplierName);
    await dialog.getByLabel('Contact Person *').fill('Sipho Dlamini');
    await dialog.getByLabel('Email').fill('orders@soweto.co.za');
    await dialog.getByLabel('Phone').fill('071 234 5678');
    await dialog.getByLabel('Address').fill('12 Vilakazi St, Orlando West');
    await dialog.getByLabel('Rating (0-5)').fill('4.5');
    await dialog.getByRole('button', { name: 'Add Supplier' }).click();
    await toast(page, 'Supplier created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByTestId('supplier-card').filter({ hasText: supplierName });
    await card.getByText('Sipho Dlamini').waitFor();
    expect(
      await card.getByRole('link', { name: `Call ${supplierName}` }).getAttribute('href'),
    ).toBe('tel:+27712345678');
    expect(
      await card.getByRole('link', { name: `WhatsApp ${supplierName}` }).getAttribute('href'),
    ).toBe('https://wa.me/27712345678');

    await card.getByRole('button', { name: `Edit ${supplierName}` }).click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('heading', { name: 'Edit Supplier' }).waitFor();
    expect(await edit.getByLabel('Contact Person *').inputValue()).toBe('Sipho Dlamini');
    await edit.getByLabel('Contact Person *').fill('');
    await edit.getByRole('button', { name: 'Update Supplier' }).click();
    await edit.getByText('Contact person is required').waitFor();
    await expectNoSeriousA11y(page, 'the edit supplier dialog with its error');
    await edit.getByLabel('Contact Person *').fill('Nomsa Khumalo');
    await edit.getByLabel('Status').selectOption('inactive');
    await edit.getByRole('button', { name: 'Update Supplier' }).click();
    await toast(page, 'Supplier updated successfully').waitFor();
    await card.getByText('Nomsa Khumalo').waitFor();
    await card.getByText('Inactive').waitFor();
    await expectCleanPage(page, DESKTOP.width);
    await expectNoSeriousA11y(page, 'the suppliers');
    await shot(page, 'suppliers-1280');
  });

  it('adds a brand and a promotion, with the validation messages', async () => {
    const { page } = session;
    await page.goto('/brands');
    await page.getByRole('heading', { name: 'Brand Zone', level: 1 }).waitFor();
    await page.getByText('Top Performing Brands').waitFor();

    await page.getByRole('button', { name: 'Add Brand' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Brand' }).click();
    await dialog.getByText('Brand name is required').waitFor();
    await dialog.getByLabel('Brand Name *').fill(brandName);
    await dialog.getByLabel('Description').fill('Bread and rolls');
    await dialog.getByRole('button', { name: 'Add Brand' }).click();
    await toast(page, 'Brand created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByTestId('brand-card').filter({ hasText: brandName });
    await card.getByText('0 products').waitFor();
    await card.getByRole('button', { name: `Promotions for ${brandName}` }).click();
    const promotions = page.getByRole('dialog');
    await promotions.getByText('No promotions for this brand yet.').waitFor();
    await promotions.getByRole('button', { name: 'Add Promotion' }).click();
    await promotions.getByRole('button', { name: 'Add Promotion' }).click();
    await promotions.getByText('Promotion title is required').waitFor();
    await promotions.getByText('Discount must be more than 0 and at most 100 percent').waitFor();
    await promotions.getByText('End date is required').waitFor();
    await expectNoSeriousA11y(page, 'the promotions dialog with its errors');

    await promotions.getByLabel('Title *').fill('Winter bread special');
    await promotions.getByLabel('Discount (%) *').fill('15');
    await promotions.getByLabel('Start Date *').fill('2030-06-10');
    await promotions.getByLabel('End Date *').fill('2030-06-01');
    await promotions.getByRole('button', { name: 'Add Promotion' }).click();
    await promotions.getByText('End date cannot be before the start date').waitFor();
    await shot(page, 'promotion-errors-1280');

    await promotions.getByLabel('End Date *').fill('2030-06-30');
    await promotions.getByRole('button', { name: 'Add Promotion' }).click();
    await toast(page, 'Promotion created successfully').waitFor();
    await promotions.getByText('Winter bread special').waitFor();
    await promotions.getByText('15% off').waitFor();
    await promotions.getByRole('button', { name: 'Close' }).click();
    await promotions.waitFor({ state: 'detached' });

    const current = page.getByRole('list', { name: 'Brand promotions' });
    await current.getByText('Winter bread special').waitFor();
    await current.getByText('10 Jun 2030').waitFor();
    await expectCleanPage(page, DESKTOP.width);
    await expectNoSeriousA11y(page, 'the brands');
    await shot(page, 'brands-1280');
  });

  it('fits a 360 px phone', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    for (const [path, name] of [
      ['/suppliers', 'suppliers-360'],
      ['/brands', 'brands-360'],
    ] as const) {
      await page.goto(path);
      await page
        .getByTestId(path === '/suppliers' ? 'supplier-card' : 'brand-card')
        .first()
        .waitFor();
      await page.waitForLoadState('networkidle');
      await expectCleanPage(page, PHONE.width);
      await expectNoSeriousA11y(page, name);
      await shot(page, name);
    }
    await page.getByRole('button', { name: 'Add Brand' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add Brand' }).click();
    await page.getByText('Brand name is required').waitFor();
    await expectCleanPage(page, PHONE.width);
    await expectNoSeriousA11y(page, 'the brand dialog on a phone');
    await shot(page, 'brand-dialog-360');
    await page.keyboard.press('Escape');
    await page.goto('/suppliers');
    await page.getByRole('button', { name: 'Add Supplier' }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectNoSeriousA11y(page, 'the supplier dialog on a phone');
    await shot(page, 'supplier-dialog-360');
  });
});
