import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, johannesburgDate } from '../src/shared/time/johannesburg';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { expectNoSeriousA11y } from './support/a11y';
import { expectCleanPage, newShopOnPhone, toastTitled, type Api } from './support/till';

/** Issue 33: the compliance folder filled on a phone, and the inspector's page it makes. */
const SHOTS = '/tmp/shots/compliance';
const PERMIT = `TP-JHB-${Date.now() % 100000}`;
const CUSTOMER = 'Zodwa Inspectcheck';
const today = johannesburgDate(new Date());
/** A 1x1 PNG: the photo of the permit. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

/** Pages of a PDF: its /Type /Page objects (not the /Pages tree). */
async function printedPages(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  await page.emulateMedia({ media: 'screen' });
  return pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

describe('the compliance folder and the inspector’s pack (360x740)', () => {
  let session: BrowserSession;
  let api: Api;
  const others: BrowserSession[] = [];
  beforeAll(async () => {
    ({ session, api } = await newShopOnPhone(SHOTS));
    // A customer and a sale the inspector must never see.
    const customer = await api<{ id: string }>('POST', '/api/customers', {
      name: CUSTOMER,
      phone: `083${String(Date.now()).slice(-7)}`,
    });
    const bread = await api<{ id: string }>('POST', '/api/products', {
      name: 'Brown Bread 700g',
      price: '20.00',
      stock: 12,
    });
    await api('POST', '/api/pos-sales', {
      customerId: customer.id,
      items: [{ productId: bread.id, quantity: 3, unitPrice: '20.00', subtotal: '60.00' }],
      subtotal: '60.00',
      tax: '9.00',
      total: '69.00',
      paymentMethod: 'cash',
      status: 'completed',
    });
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await session.close();
  });

  it('fills the folder, saves it and shows each status, a reminder and the red dashboard', async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/compliance');
    await page.getByLabel('Permit number').fill(PERMIT);
    await page.getByLabel('Municipality').fill('City of Johannesburg');
    await page.getByLabel('Permit expiry date').fill(addDays(today, 20));
    await page.getByLabel('Certificate number').fill('COA-R638-0091');
    await page.getByLabel('Certificate expiry date').fill(addDays(today, -3));
    await page.getByLabel('Last pest-control visit').fill(addDays(today, -10));
    await page.getByRole('button', { name: 'Save folder' }).click();
    await toastTitled(page, 'Compliance folder saved').waitFor();

    const permit = page.getByRole('group', { name: 'Trading permit' });
    await permit.getByText('Expires in 20 days').waitFor();
    expect(await permit.locator('[data-status]').getAttribute('data-status')).toBe(
      'due_in_30_days',
    );
    const certificate = page.getByRole('group', { name: 'Certificate of Acceptability' });
    await certificate.getByText(/^Expired on /).waitFor();
    expect(await certificate.locator('[data-status]').getAttribute('class')).toMatch(/red/);

    await page.getByTestId('photo-input-trading_permit').setInputFiles({
      name: 'permit.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await permit.getByRole('button', { name: 'View photo: Trading permit' }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the compliance folder on a phone');
    await page.screenshot({ path: `${SHOTS}/folder-360.png`, fullPage: true });

    await page.getByRole('button', { name: /notifications$/ }).click();
    await page.getByRole('link', { name: 'Trading permit: Expires in 20 days' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/bell-360.png` });
    await page.keyboard.press('Escape');

    await page.goto('/dashboard');
    const warning = page.getByTestId('compliance-warning');
    await warning.getByText('A compliance document has expired').waitFor();
    await expectCleanPage(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-360.png` });
    await warning.getByRole('link', { name: 'Open the compliance folder' }).click();
    await page.waitForURL('**/compliance');
    expect(errors).toEqual([]);
  });

  it('makes the inspector link, opens it with no session, prints it on one page, revokes it', async () => {
    const { page } = session;
    await page.goto('/compliance');
    await page.getByRole('button', { name: 'Make inspector link' }).click();
    const made = page.getByTestId('inspector-link');
    await made.getByRole('img', { name: 'QR code of the inspector link' }).waitFor();
    const url = await made.getByRole('textbox', { name: 'Inspector link' }).inputValue();
    expect(url).toMatch(/\/inspect\/[A-Za-z0-9_-]{22,}$/);
    await made.getByText(/^Works until /).waitFor();
    await expectCleanPage(page);
    await page.screenshot({ path: `${SHOTS}/inspector-link-360.png`, fullPage: true });

    // The inspector's phone: a fresh browser with no session.
    const inspector = await openBrowser(PHONE);
    others.push(inspector);
    const opened = await inspector.page.goto(url);
    expect(opened?.status()).toBe(200);
    const text = await inspector.page.locator('body').innerText();
    expect(text).toContain(PERMIT);
    expect(text).toContain('COA-R638-0091');
    expect(text).not.toContain(CUSTOMER);
    expect(text).not.toContain('Brown Bread');
    expect(text).not.toMatch(/R\s?\d+[.,]\d{2}/);
    await expectCleanPage(inspector.page);
    await inspector.page.screenshot({ path: `${SHOTS}/inspect-360.png`, fullPage: true });
    expect(await printedPages(inspector.page)).toBe(1);

    // Print loads the page in a hidden frame of the owner's screen and prints it from there.
    await made.getByRole('button', { name: 'Print' }).click();
    await page.locator(`iframe[src="${url}"]`).waitFor({ state: 'attached' });
    await made.getByRole('button', { name: 'Revoke link' }).click();
    await toastTitled(page, 'Inspector link revoked').waitFor();
    await made.waitFor({ state: 'detached' });
    expect((await inspector.page.goto(url))?.status()).toBe(404);
  });

  /** Another browser signed in as the same shop. */
  async function sameShop(viewport: typeof PHONE, locale?: string) {
    const other = await openBrowser(viewport, { locale });
    others.push(other);
    const stored = await session.page.evaluate(() => [
      localStorage.getItem('kasitrade_token')!,
      localStorage.getItem('kasitrade_user')!,
    ]);
    await other.page.goto('/robots.txt');
    await other.page.evaluate(([t, u]) => {
      localStorage.setItem('kasitrade_token', t!);
      localStorage.setItem('kasitrade_user', u!);
    }, stored);
    return other.page;
  }

  it('fits a laptop screen', async () => {
    const page = await sameShop(DESKTOP);
    await page.goto('/compliance');
    await page
      .getByRole('group', { name: 'Trading permit' })
      .getByText('Expires in 20 days')
      .waitFor();
    await page.getByRole('button', { name: 'Make inspector link' }).click();
    await page.getByTestId('inspector-link').waitFor();
    await expectCleanPage(page);
    await page.screenshot({ path: `${SHOTS}/folder-1280.png`, fullPage: true });
  });

  it('fits a phone in isiZulu, its longest words', async () => {
    const page = await sameShop(PHONE, 'zu-ZA');
    await page.goto('/compliance');
    await page
      .getByRole('group', { name: 'Imvume yokuhweba' })
      .getByText('Iphelelwa ezinsukwini ezi-20')
      .waitFor();
    const make = page.getByRole('button', { name: 'Yenza isixhumanisi somhloli' });
    const card = await page.getByRole('region', { name: 'Iphakethe lomhloli' }).boundingBox();
    const button = await make.boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(card!.x + card!.width);
    await make.click();
    await page.getByTestId('inspector-link').waitFor();
    await expectCleanPage(page);
    await page.screenshot({ path: `${SHOTS}/folder-zu-360.png`, fullPage: true });
  });
});
