import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { adminLoginThroughUi } from './support/session';
import { expectCleanPage, signInNewMerchant } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/shots/navigation';
mkdirSync(SHOTS, { recursive: true });

const open: BrowserSession[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});
async function browserAt(viewport: typeof PHONE) {
  const session = await openBrowser(viewport);
  open.push(session);
  return session;
}

/** The element lies wholly inside the window, without scrolling. */
async function inView(page: Page, selector: ReturnType<Page['getByRole']>) {
  const box = (await selector.boundingBox())!;
  const size = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

const moreSheet = async (page: Page, more = 'More') => {
  await page.getByRole('button', { name: more, exact: true }).click();
  return page.getByRole('dialog');
};

describe('what a new shop owner could not find', () => {
  it('reaches Customers from the More sheet at 360x740, with Logout in sight', async () => {
    const session = await browserAt(PHONE);
    await signInNewMerchant(session);
    const { page } = session;
    await page.goto('/dashboard');
    const sheet = await moreSheet(page);
    const logout = sheet.getByRole('button', { name: 'Logout' });
    await logout.waitFor();
    // The sheet's slide-in has settled when Logout stops moving.
    await page.waitForTimeout(400);
    expect(await inView(page, logout)).toBe(true);
    await expectNoSeriousA11y(page, 'the More sheet');
    await page.screenshot({ path: `${SHOTS}/more-sheet-360.png` });

    await sheet.getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL('**/customers');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the customers on a phone');
    await page.screenshot({ path: `${SHOTS}/customers-360.png`, fullPage: true });
  });

  it('reaches Customers from the sidebar at 1280x800', async () => {
    const session = await browserAt(DESKTOP);
    await signInNewMerchant(session);
    const { page } = session;
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await page.waitForURL('**/customers');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the customers on a laptop');
    await page.screenshot({ path: `${SHOTS}/customers-1280.png` });
  });

  it('words the chart’s weekdays and the dates in isiZulu and Sesotho', async () => {
    const session = await browserAt(PHONE);
    await signInNewMerchant(session);
    const { page } = session;
    // Chromium's own date data has English and Afrikaans, not isiZulu or Sesotho.
    expect(
      await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf(['en', 'af', 'zu', 'st'])),
    ).toEqual(['en', 'af']);
    await page.goto('/analytics');
    const labels = page.locator('figure ol');
    await labels.waitFor();
    expect(await labels.innerText()).toMatch(/Fri/);

    await (await moreSheet(page)).getByRole('combobox').selectOption('zu');
    await page.goto('/analytics');
    await expect.poll(() => labels.innerText()).toMatch(/Hla/);
    const zulu = await labels.innerText();
    expect(zulu).not.toMatch(/Mon|Tue|Wed|Thu|Fri|Sat|Sun/);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the isiZulu analytics');
    await page.screenshot({ path: `${SHOTS}/analytics-zu-360.png`, fullPage: true });

    await (await moreSheet(page, 'Okunye')).getByRole('combobox').selectOption('st');
    await page.goto('/analytics');
    await expect.poll(() => labels.innerText()).toMatch(/Moq|Hla/);
    await page.getByRole('group').getByRole('button').nth(1).click();
    const table = page.getByRole('table');
    await table.waitFor();
    // Sesotho's November is Pudungwana; this test runs on any day, so any month is checked.
    expect(await table.innerText()).toMatch(
      /\d{1,2} (Phe|Kol|Hlb|Mme|Mot|Phj|Upu|Pha|Leo|Mph|Pun|Tsh) \d{4}/,
    );
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the Sesotho analytics table');
    await page.screenshot({ path: `${SHOTS}/analytics-st-table-360.png`, fullPage: true });
  });

  it('shows the admin’s bottom navigation labels whole at 360 px', async () => {
    const session = await browserAt(PHONE);
    const { page, baseUrl } = session;
    // An admin (not a super admin, who sees the shop's navigation): added by the super admin.
    const post = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      expect(response.ok).toBe(true);
      return (await response.json()) as { token: string };
    };
    const { token } = await post('/api/auth/admin/login', E2E_ADMIN);
    const admin = { username: `navadmin${Date.now()}`, password: 'nav-admin-pass' };
    await post(
      '/api/employees',
      { ...admin, name: 'Nav Admin', email: '', phone: `083${String(Date.now()).slice(-7)}` },
      token,
    );
    await adminLoginThroughUi(page, admin.username, admin.password);
    await page.waitForURL('**/admin/dashboard');
    const nav = page.locator('nav.fixed');
    await nav.waitFor();
    const clipped = await nav.evaluate((element) =>
      [...element.querySelectorAll('a span')]
        .filter(
          (span) => span.scrollWidth > span.clientWidth || span.scrollHeight > span.clientHeight,
        )
        .map((span) => span.textContent),
    );
    expect(clipped).toEqual([]);
    expect(await nav.innerText()).toMatch(/Team[\s\S]*Merchants/);
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, "the admin's bottom navigation");
    await page.screenshot({ path: `${SHOTS}/admin-bottom-nav-360.png` });
  });
});
