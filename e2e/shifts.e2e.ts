import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents, formatRand } from '../src/shared/money/money';
import { PHONE, type BrowserSession } from './support/browser';
import {
  expectCleanPage,
  newShopOnPhone,
  productTile,
  toastTitled,
  type Api,
} from './support/till';
import { expectNoSeriousA11y } from './support/a11y';
import { expectPrintsOnOnePage } from './support/print';

const SHOTS = '/tmp/shots/shifts';
const BREAD = { name: 'Shift Bread', price: '17.99', stock: 20 };

describe('a shift from float to Z report', () => {
  let session: BrowserSession;
  let api: Api;
  beforeAll(async () => {
    ({ session, api } = await newShopOnPhone(SHOTS, [BREAD]));
  });
  afterAll(() => session.close());

  it('opens with R100, sells for cash, pays R20 out for bread, closes R5 short and prints the Z report', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);

    // The till says no shift is open and leads to the shifts page.
    await page.goto('/pos');
    await page.getByRole('link', { name: 'Open shift' }).click();
    await page.getByLabel('Float').fill('100');
    await page.getByRole('button', { name: 'Open shift' }).click();
    await page.getByText(/^X report: the shift so far · Shift 1$/).waitFor();
    await expectCleanPage(page);
    await expectNoSeriousA11y(page, 'the open shift');
    await page.screenshot({ path: `${SHOTS}/x-report-phone.png`, fullPage: true });

    // A cash sale at the till, which now shows the shift open.
    await page.goto('/pos');
    await page.getByRole('link', { name: 'Shift open' }).waitFor();
    await productTile(page, BREAD.name).click();
    await page.getByRole('button', { name: /^Checkout/ }).click();
    await toastTitled(page, 'Sale Completed').waitFor();
    await page.getByRole('button', { name: 'New Sale' }).click();

    // R20 out of the drawer for the bread delivery.
    await page.getByRole('link', { name: 'Shift open' }).click();
    await page.getByRole('button', { name: 'Pay out' }).click();
    const payOut = page.getByRole('dialog');
    await payOut.getByLabel('Amount').fill('20');
    await payOut.getByLabel('Reason').fill('Bread delivery');
    await payOut.getByRole('button', { name: 'Record' }).click();
    await toastTitled(page, 'R20.00 paid out').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Pay out');

    // Count R5 less than the drawer should hold, blind: the expected cash is not on screen.
    const shift = await api<{ expectedCash: string }>('GET', '/api/shifts/current');
    const expected = toCents(shift.expectedCash)!;
    await page.getByRole('button', { name: 'Close shift' }).click();
    const close = page.getByRole('dialog');
    await close.getByLabel('Cash counted').waitFor();
    expect(await page.getByText(formatRand(expected), { exact: true }).count()).toBe(0);
    await close.getByLabel('Cash counted').fill(((expected - 500) / 100).toFixed(2));
    await expectCleanPage(page);
    await page.screenshot({ path: `${SHOTS}/blind-count-phone.png` });
    await expectNoSeriousA11y(page, 'the blind count');
    await close.getByRole('button', { name: 'Send the count' }).click();

    const report = page.getByRole('article', { name: 'Shift report' }).first();
    await report.getByText('Z report · Shift 1').waitFor();
    await report.getByText('R5.00 short').waitFor();
    await report.getByText(formatRand(expected), { exact: true }).waitFor();
    await expectCleanPage(page);
    await page.screenshot({ path: `${SHOTS}/z-report-phone.png`, fullPage: true });
    await expectNoSeriousA11y(page, 'the Z report');
    await expectPrintsOnOnePage(page, '#shift-report');

    // The history shows the shortfall.
    await page.getByRole('button', { name: 'All shifts' }).click();
    await page.getByRole('region', { name: 'Past shifts' }).getByText('R5.00 short').waitFor();
  });
});
