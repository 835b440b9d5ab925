import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimal, toCents } from '../src/shared/money/money';
import { priceSale } from '../src/shared/pos/sale-totals';
import { latestSmsCode, openBrowser, PHONE, type BrowserSession } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { adminLoginThroughUi, newMerchant, registerThroughApi } from './support/session';
import { apiAs, expectCleanPage, toastTitled, type Api } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/admin-backup-shots';
const OPERATOR = { username: 'backup_operator', password: 'operator-pass-1' };

/**
 * The operator backs the shop up, a sale is rung afterwards, and the operator restores the
 * backup from the Backups screen on a phone: the later sale is gone, the earlier ones are
 * there. Its own server, so the restore touches no other journey's data.
 */
let server: RunningServer;
let session: BrowserSession;
let shop: Api;
let bread: { id: string; price: string };
const merchant = newMerchant();

async function sell(quantity: number): Promise<string> {
  const priced = priceSale([{ listPrice: toCents(bread.price)!, quantity }]);
  const sale = await shop<{ id: string }>('POST', '/api/pos-sales', {
    customerId: null,
    items: [
      {
        productId: bread.id,
        quantity,
        unitPrice: bread.price,
        subtotal: centsToDecimal(priced.lines[0]!.subtotal),
      },
    ],
    subtotal: centsToDecimal(priced.subtotal),
    tax: centsToDecimal(priced.tax),
    total: centsToDecimal(priced.total),
    paymentMethod: 'cash',
    status: 'completed',
  });
  return sale.id;
}

const saleIds = async () =>
  (await shop<{ items: { id: string }[] }>('GET', '/api/pos-sales?pageSize=100')).items
    .map((sale) => sale.id)
    .sort();

/** The shop's calls after its sign-in is confirmed with the code the server sent. */
async function verifiedApi(phone: string): Promise<Api> {
  const verified = await fetch(`${server.baseUrl}/api/auth/verify-phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code: await latestSmsCode(server.baseUrl, phone) }),
  });
  if (!verified.ok) throw new Error(`verify failed: ${await verified.text()}`);
  return apiAs(server.baseUrl, ((await verified.json()) as { token: string }).token);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer({
    BOOTSTRAP_ADMIN_USERNAME: OPERATOR.username,
    BOOTSTRAP_ADMIN_PASSWORD: OPERATOR.password,
    SEED_DEMO: '0',
  });
  await registerThroughApi(server.baseUrl, merchant);
  shop = await verifiedApi(merchant.phone);
  bread = await shop('POST', '/api/products', { name: 'Bread', price: '15.00', stock: 50 });
  session = await openBrowser(PHONE, { baseUrl: server.baseUrl });
}, 120_000);

afterAll(async () => {
  await session?.close();
  await server?.stop();
});

describe('the operator backs up and restores on a phone', () => {
  it('restores a backup: the sale made after it is gone, the earlier ones are there', async () => {
    const earlier = [await sell(1), await sell(2)].sort();
    const { page } = session;
    await adminLoginThroughUi(page, OPERATOR.username, OPERATOR.password);
    await page.waitForURL('**/admin/dashboard');
    // Reached from the phone's navigation: the More sheet holds it.
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Backups' }).click();
    await page.waitForURL('**/admin/backups');
    await page.getByRole('heading', { name: 'Backups' }).first().waitFor();

    await page.getByRole('button', { name: 'Back up now' }).click();
    await toastTitled(page, 'Backup made').waitFor();
    const restoreButton = page.getByRole('button', { name: /^Restore: Made now backup of / });
    await restoreButton.waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the Backups screen');
    await page.screenshot({ path: `${SHOTS}/backups-360.png`, fullPage: true });

    const later = await sell(3);
    expect(await saleIds()).toEqual([...earlier, later].sort());

    await restoreButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Everyone, you too, must sign in again afterwards.').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Restore', exact: true });
    await dialog.getByLabel('Your password').fill(OPERATOR.password);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
    await page.screenshot({ path: `${SHOTS}/restore-dialog-360.png` });
    await expectNoSeriousA11y(page, 'the restore dialog');
    await confirm.click();

    const result = page.getByRole('status').filter({ hasText: 'Backup restored' });
    await result.waitFor({ timeout: 120_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: `${SHOTS}/restore-failed-360.png`, fullPage: true });
      throw new Error(`${String(error)}\n${await page.innerText('body')}\n${server.output()}`);
    });
    await result.getByText('Shops: 1', { exact: true }).waitFor();
    await result.getByText('Sales: 2', { exact: true }).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the restored backup');
    await page.screenshot({ path: `${SHOTS}/restored-360.png`, fullPage: true });

    // Every session ended: the shop signs in again and finds exactly the backup's sales.
    await expect(saleIds()).rejects.toThrow(/401/);
    const login = await fetch(`${server.baseUrl}/api/auth/merchant/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: merchant.username, password: merchant.password }),
    });
    const { phone } = (await login.json()) as { phone: string };
    shop = await verifiedApi(phone);
    expect(await saleIds()).toEqual(earlier);
    expect(await shop<{ stock: number }>('GET', `/api/products/${bread.id}`)).toMatchObject({
      stock: 47,
    });
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL('**/admin/login');
  }, 300_000);
});
