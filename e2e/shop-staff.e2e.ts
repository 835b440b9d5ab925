import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopStaff } from '../src/shared/shop-staff/shop-staff.schemas';
import { STAFF_PERMISSIONS } from '../src/shared/shop-staff/permissions';
import { PHONE, openBrowser, type BrowserSession } from './support/browser';
import { expectCleanPage, signInNewMerchant, toastTitled, type Api } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shop-staff-shots';

const staffCard = (page: Page, name: string) =>
  page.getByTestId('shop-staff-card').filter({ hasText: name });

async function fillPerson(
  dialog: Locator,
  person: { name?: string; phone?: string; role?: 'cashier' | 'manager'; pin: string },
) {
  if (person.name !== undefined) await dialog.getByLabel('Name').fill(person.name);
  if (person.phone !== undefined) await dialog.getByLabel('Phone (optional)').fill(person.phone);
  if (person.role) await dialog.getByLabel('Role').selectOption(person.role);
  await dialog.getByLabel(/^(New )?PIN \(/).fill(person.pin);
  await dialog.getByLabel('PIN again').fill(person.pin);
}

describe('Shop staff (owner, on a phone)', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openBrowser(PHONE);
    ({ api } = await signInNewMerchant(session));
  });
  afterAll(() => session.close());

  it('adds a cashier and a manager, edits one, deactivates one', async () => {
    const { page } = session;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'More' }).click();
    await page
      .getByRole('dialog', { name: 'More' })
      .getByRole('link', { name: 'Shop staff' })
      .click();
    await page.waitForURL('**/shop-staff');
    await page.getByText('No staff yet. Add the people who help at your till.').waitFor();
    await expectNoSeriousA11y(page, 'the empty shop staff');

    // A PIN the server finds too easy is refused in its words; the dialog stays open.
    await page.getByRole('button', { name: 'Add person' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add person' });
    const pin = dialog.getByLabel('PIN (4 to 6 digits)');
    expect(await pin.getAttribute('type')).toBe('password');
    expect(await pin.getAttribute('inputmode')).toBe('numeric');
    await fillPerson(dialog, { name: 'Lerato Dlamini', phone: '082 555 0101', pin: '1234' });
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Choose a PIN that is harder to guess' })
      .waitFor();
    await expectNoSeriousA11y(page, 'the add person dialog with its error');

    await fillPerson(dialog, { pin: '4826' });
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await toastTitled(page, 'Lerato Dlamini added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const lerato = staffCard(page, 'Lerato Dlamini');
    await lerato.getByText('Cashier').waitFor();
    await lerato.getByText('Active').waitFor();
    await lerato.getByText('082 555 0101').waitFor();
    await lerato.getByText('Last worked not yet').waitFor();

    await page.getByRole('button', { name: 'Add person' }).click();
    dialog = page.getByRole('dialog', { name: 'Add person' });
    await fillPerson(dialog, { name: 'Sipho Nkosi', role: 'manager', pin: '739150' });
    await expect
      .poll(() => dialog.getByRole('checkbox', { checked: true }).count())
      .toBe(STAFF_PERMISSIONS.length);
    await expectNoSeriousA11y(page, 'the add manager dialog');
    await page.screenshot({ path: `${SHOTS}/add-manager-360.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await toastTitled(page, 'Sipho Nkosi added').waitFor();
    await staffCard(page, 'Sipho Nkosi').getByText('Manager').waitFor();

    // The cashier may now sell on credit too, under a shorter name.
    await lerato.getByRole('button', { name: 'Edit Lerato Dlamini' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Lerato Dlamini' });
    await dialog.getByLabel('Name').fill('Lerato D');
    await dialog.getByRole('checkbox', { name: /Sell on credit/ }).check();
    await expectNoSeriousA11y(page, 'the edit person dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastTitled(page, 'Lerato D updated').waitFor();
    await staffCard(page, 'Lerato D').waitFor();

    await staffCard(page, 'Sipho Nkosi')
      .getByRole('button', { name: 'Deactivate Sipho Nkosi' })
      .click();
    dialog = page.getByRole('dialog', { name: 'Deactivate Sipho Nkosi?' });
    await dialog.getByText(/Sipho Nkosi can no longer sign in at the till/).waitFor();
    await expectNoSeriousA11y(page, 'the deactivate person dialog');
    await dialog.getByRole('button', { name: 'Deactivate Sipho Nkosi' }).click();
    await toastTitled(page, 'Sipho Nkosi deactivated').waitFor();
    await staffCard(page, 'Sipho Nkosi').getByText('Inactive').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the shop staff');
    await page.screenshot({ path: `${SHOTS}/staff-list-360.png`, fullPage: true });

    const staff = await api<ShopStaff[]>('GET', '/api/shop-staff');
    const byName = new Map(staff.map((person) => [person.name, person]));
    expect(byName.get('Lerato D')).toMatchObject({
      role: 'cashier',
      isActive: true,
      phone: '+27825550101',
      permissions: ['sell', 'take_repayments', 'give_credit'],
    });
    expect(byName.get('Sipho Nkosi')).toMatchObject({ role: 'manager', isActive: false });
    expect(JSON.stringify(staff)).not.toMatch(/4826|739150/);
  });

  it('sets the till lock time and the owner’s till PIN in Settings', async () => {
    const { page } = session;
    await page.goto('/settings');
    const lock = page.getByLabel('Lock the till after');
    await expect.poll(() => lock.inputValue()).toBe('120');
    await lock.selectOption('300');
    await toastTitled(page, 'Shop settings saved').waitFor();
    expect(await api<{ tillLockSeconds: number }>('GET', '/api/shop-settings')).toMatchObject({
      tillLockSeconds: 300,
    });

    await page.getByText('You have no till PIN yet.').waitFor();
    await page.getByLabel('New PIN (4 to 6 digits)').fill('8052');
    await page.getByLabel('New PIN again').fill('8052');
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await toastTitled(page, 'Your till PIN is saved').waitFor();
    await page.getByText('Your till PIN is set.').waitFor();
    await page.getByLabel('Your password').waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the Settings with a till PIN');
  });

  it('shows a cashier’s session only the till’s pages, and sends a typed owner’s address to the till', async () => {
    const { page } = session;
    const staff = await api<ShopStaff[]>('GET', '/api/shop-staff');
    const lerato = staff.find((person) => person.name === 'Lerato D')!;
    const signedIn = await api('POST', '/api/shop-staff/sign-in', {
      staffId: lerato.id,
      pin: '4826',
    });
    await page.evaluate((value) => {
      localStorage.setItem('kasitrade_staff_session', JSON.stringify(value));
    }, signedIn);

    await page.goto('/analytics');
    await page.waitForURL('**/pos');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link').first().waitFor();
    const links = await nav
      .getByRole('link')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(links).toEqual(['/pos', '/catalog', '/customers', '/credit']);
    await nav.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await sheet.getByRole('button', { name: 'Logout' }).waitFor();
    await expectNoSeriousA11y(page, "a cashier's More sheet");
    for (const name of [
      'Settings',
      'Shop staff',
      'Analytics',
      'Micro Lending',
      'Payments & Wallet',
    ])
      expect(await sheet.getByRole('link', { name }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/shop-staff');
    await page.waitForURL('**/pos');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, "a cashier's till");
    await page.screenshot({ path: `${SHOTS}/cashier-till-360.png`, fullPage: true });
    await page.evaluate(() => localStorage.removeItem('kasitrade_staff_session'));
  });
});
