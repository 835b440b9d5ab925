import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/global-setup';
import { DESKTOP, openBrowser, PHONE, type BrowserSession } from './support/browser';
import { adminLoginThroughUi, newMerchant, registerThroughUi } from './support/session';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/admin-shots';
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

const toast = (b: BrowserSession, title: string) =>
  b.page.getByRole('status').filter({ hasText: title });

async function signInAdmin(b: BrowserSession) {
  await adminLoginThroughUi(b.page, E2E_ADMIN.username, E2E_ADMIN.password);
  await b.page.waitForURL('**/admin/dashboard');
  await toast(b, 'Welcome Back!').waitFor();
}

const noOverflow = (b: BrowserSession) =>
  b.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const noBadText = async (b: BrowserSession) => {
  const text = await b.page.evaluate(() => document.body.innerText);
  expect(text).not.toMatch(/NaN|undefined/);
};

async function findMerchantCard(b: BrowserSession, businessName: string) {
  await b.page.getByRole('tab', { name: 'Merchant Management' }).click();
  await b.page.getByPlaceholder('Search by name or business name').fill(businessName);
  const card = b.page.locator('[data-testid^="account-"]').filter({ hasText: businessName });
  await card.waitFor();
  await b.page.getByText('1 merchant', { exact: true }).waitFor();
  return card;
}

describe('admin portal', () => {
  it('deactivates a merchant: its open app goes to login, its login is refused; re-activating restores it', async () => {
    const merchantApp = await browserAt(PHONE);
    const merchant = newMerchant();
    await registerThroughUi(merchantApp.page, merchantApp.baseUrl, merchant);

    const admin = await browserAt(DESKTOP);
    await signInAdmin(admin);
    const card = await findMerchantCard(admin, merchant.businessName);
    await admin.page.screenshot({ path: `${SHOTS}/e2e-dashboard-1280.png` });
    await expectNoSeriousA11y(admin.page, 'the merchant list on a laptop');
    // One tap only asks, naming the shop; Cancel leaves it active.
    const deactivate = card.getByRole('switch', { name: `Deactivate ${merchant.businessName}` });
    await deactivate.click();
    const confirm = admin.page.getByRole('dialog', {
      name: `Deactivate ${merchant.businessName}?`,
    });
    await confirm.getByText(`@${merchant.username}`).waitFor();
    await admin.page.screenshot({ path: `${SHOTS}/e2e-deactivate-confirm-1280.png` });
    await expectNoSeriousA11y(admin.page, 'the deactivate dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.getByText('Active', { exact: true }).waitFor();
    await deactivate.click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await toast(admin, 'User status updated!').waitFor();
    await card.getByText('Inactive').waitFor();

    // The merchant's open app: its next call answers 401 and the login page says why.
    await merchantApp.page.getByRole('link', { name: 'Catalog' }).first().click();
    await merchantApp.page.waitForURL('**/merchant/login');
    await merchantApp.page
      .getByRole('alert')
      .filter({ hasText: 'This account has been deactivated' })
      .waitFor();
    await merchantApp.page.screenshot({ path: `${SHOTS}/e2e-deactivated-login-360.png` });
    await expectNoSeriousA11y(merchantApp.page, 'the login of a deactivated shop');
    expect(await noOverflow(merchantApp)).toBe(true);
    await merchantApp.page.getByLabel('Username').fill(merchant.username);
    await merchantApp.page.getByLabel('Password').fill(merchant.password);
    await merchantApp.page.getByRole('button', { name: 'Sign In' }).click();
    await toast(merchantApp, 'Login Failed')
      .filter({ hasText: 'Account is deactivated' })
      .waitFor();

    await card.getByRole('switch', { name: `Activate ${merchant.businessName}` }).click();
    await toast(admin, 'User status updated!').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();

    await merchantApp.page.getByRole('button', { name: 'Sign In' }).click();
    await toast(merchantApp, 'Login Successful').waitFor();
    await merchantApp.page.getByLabel('Verification Code').waitFor();

    // The details dialog verifies the merchant; the audit log lists both actions.
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByText(merchant.businessName).first().waitFor();
    await dialog.getByText('Pending').waitFor();
    await expectNoSeriousA11y(admin.page, 'the merchant details dialog');
    await dialog.getByLabel('Verification notes').fill('ID and proof of address checked');
    await dialog.getByRole('button', { name: 'Verify Merchant' }).click();
    await toast(admin, 'Merchant verified').waitFor();
    await card.getByText('Verified').waitFor();

    await admin.page.getByRole('link', { name: 'System Settings' }).click();
    const log = admin.page.getByRole('heading', { name: 'Audit Log' }).locator('../..');
    await log.getByText(`verified a merchant: ${merchant.businessName}`).waitFor();
    await log.getByText(`deactivated an account: ${merchant.username}`).waitFor();
    await admin.page.screenshot({ path: `${SHOTS}/e2e-settings-1280.png`, fullPage: true });
    await expectNoSeriousA11y(admin.page, 'the System Settings');
    await noBadText(admin);
  });

  it('adds an employee, changes its role, deletes it, at 360x740', async () => {
    const admin = await browserAt(PHONE);
    await signInAdmin(admin);
    const { page } = admin;
    await page.getByRole('tab', { name: 'Merchant Management' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-dashboard-360.png`, fullPage: true });
    expect(await noOverflow(admin)).toBe(true);
    await expectNoSeriousA11y(page, 'the admin dashboard on a phone');

    await page.goto('/admin/employees');
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await dialog.getByText('Username must be at least 3 characters').waitFor();
    await dialog.getByText('Password must be at least 6 characters').waitFor();
    await dialog.getByText('Full name is required').waitFor();
    await dialog.getByText('Valid phone number is required').waitFor();
    await expectNoSeriousA11y(page, 'the add employee dialog with its errors');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await dialog.getByText('Valid email required').waitFor();

    const unique = String(Date.now() % 1_000_000);
    const name = `Nomsa Zulu ${unique}`;
    await dialog.getByLabel('Full Name').fill(name);
    await dialog.getByLabel('Username').fill(`nomsa${unique}`);
    await dialog.getByLabel('Password').fill('staff-pass-1');
    await dialog.getByLabel('Email').fill('nomsa@kasitrade.co.za');
    await dialog.getByLabel('Phone').fill('083 123 4567');
    await page.screenshot({ path: `${SHOTS}/e2e-add-employee-360.png` });
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await toast(admin, 'Employee added successfully').waitFor();
    const card = page.getByTestId(`employee-nomsa${unique}`);
    await card.getByText('083 123 4567').waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-employees-360.png`, fullPage: true });
    await expectNoSeriousA11y(page, 'the employees');
    expect(await noOverflow(admin)).toBe(true);
    await noBadText(admin);

    // Team Management: the new admin becomes a merchant, then an admin again.
    await page.goto('/admin/dashboard');
    await page.getByRole('tab', { name: 'Team Management' }).click();
    const role = page.getByLabel(`Role of ${name}`);
    await role.selectOption('merchant');
    const confirm = page.getByRole('dialog', { name: `Make ${name} a merchant?` });
    await confirm.getByText('SMS code sent to 083 123 4567').waitFor();
    await page.screenshot({ path: `${SHOTS}/e2e-make-merchant-360.png` });
    await expectNoSeriousA11y(page, 'the make merchant dialog');
    await confirm.getByRole('button', { name: 'Make merchant' }).click();
    await toast(admin, 'User role updated!').waitFor();
    await page.getByRole('tab', { name: 'All Accounts' }).click();
    await page.getByPlaceholder('Search accounts').fill(`nomsa${unique}`);
    await page.getByTestId(`account-nomsa${unique}`).getByText('Merchant').waitFor();
    await page.getByRole('tab', { name: 'Team Management' }).click();
    await page.getByPlaceholder('Search accounts').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'All Accounts' }).click();
    await page.getByRole('tab', { name: 'Platform Analytics' }).click();
    await page.getByText('System health').waitFor();
    await page.getByText('Operational').first().waitFor();
    await expectNoSeriousA11y(page, 'the platform analytics');
    await page.screenshot({ path: `${SHOTS}/e2e-analytics-360.png`, fullPage: true });

    // The bootstrap super admin may not change its own role: its selector is disabled.
    await page.getByRole('tab', { name: 'Team Management' }).click();
    await expect
      .poll(() => page.getByLabel('Role of Platform Administrator').isDisabled())
      .toBe(true);

    await page.goto('/admin/employees');
    const stillThere = page.getByTestId(`employee-nomsa${unique}`);
    await stillThere.getByRole('button', { name: `Delete ${name}` }).click();
    await expectNoSeriousA11y(page, 'the delete employee dialog');
    await page.getByText('Are you sure you want to delete this employee?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(admin, 'Employee deleted successfully').waitFor();
    await stillThere.waitFor({ state: 'detached' });
  });
});
