import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openBrowser, type BrowserSession } from './support/browser';
import { signInDemoMerchant } from './support/demo-merchant';
import { expectCleanPage } from './support/till';
import { expectNoSeriousA11y } from './support/a11y';

const SHOTS = '/tmp/customer-privacy-shots';
const NAME = `Zanele Privacy ${Date.now() % 100000}`;
const PHONE_NUMBER = `083${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** POPIA on the customers screen: consent per channel, the export, erasure with a typed name. */
describe('a customer’s privacy', () => {
  const sessions: BrowserSession[] = [];
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });

  it('records consent, exports and erases a customer on a phone', async () => {
    const session = await openBrowser(PHONE);
    sessions.push(session);
    const { page } = session;
    await signInDemoMerchant(session);
    await page.goto('/customers');
    await page.getByRole('button', { name: 'Add Customer' }).first().click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name *').fill(NAME);
    await form.getByLabel('Phone *').fill(PHONE_NUMBER);
    await form.getByRole('button', { name: 'Add Customer' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.getByLabel('Search customers').fill(NAME);
    const card = page.getByTestId('customer-card').filter({ hasText: NAME });
    await card.getByRole('button', { name: 'Privacy' }).click();
    const privacy = page.getByRole('dialog');
    await privacy.getByText('Not asked yet').first().waitFor();
    await privacy.getByRole('switch', { name: 'Promotional messages: SMS' }).click();
    await privacy.getByText(/^Agreed .*, captured by /).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the privacy dialog on a phone');
    await page.screenshot({ path: `${SHOTS}/privacy-360.png` });

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      privacy.getByRole('button', { name: 'Export data' }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await file.path())!, 'utf8'));
    expect(exported.customer.name).toBe(NAME);
    expect(exported.consents).toEqual([expect.objectContaining({ channel: 'sms', granted: true })]);

    await privacy.getByRole('button', { name: 'Erase customer' }).click();
    const erase = page.getByRole('dialog');
    const confirm = erase.getByRole('button', { name: 'Erase for good' });
    expect(await confirm.isDisabled()).toBe(true);
    await erase.getByLabel(`Type the name ${NAME} to confirm`).fill(NAME);
    await page.screenshot({ path: `${SHOTS}/erase-360.png` });
    await confirm.click();
    await erase.waitFor({ state: 'hidden' });
    await page.getByText('No customers found.').waitFor();
  });

  it('fits a laptop screen', async () => {
    const session = await openBrowser(DESKTOP);
    sessions.push(session);
    const { page } = session;
    await signInDemoMerchant(session);
    await page.goto('/customers');
    await page
      .getByTestId('customer-card')
      .first()
      .getByRole('button', { name: 'Privacy' })
      .click();
    await page.getByRole('dialog').getByText('Promotional messages').first().waitFor();
    await expectCleanPage(page);
    await page.screenshot({ path: `${SHOTS}/privacy-1280.png` });
    await page.keyboard.press('Escape');
    await page.goto('/credit');
    await page.getByTestId('credit-interest-free').waitFor();
    await expectCleanPage(page);
    await page.screenshot({ path: `${SHOTS}/credit-1280.png` });
  });
});
