import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inject } from 'vitest';
import { openBrowser, PHONE, type BrowserSession } from './support/browser';
import { expectNoSeriousA11y } from './support/a11y';

/**
 * A phone on the shop's Wi-Fi opens the laptop by its name over plain HTTP
 * (http://shop-laptop.local:5000). The app must load there, not only on 127.0.0.1: no
 * asset may be sent to https://. Chromium resolves the made-up name shop.lan to this machine.
 */
let session: BrowserSession;
const SHOTS = '/tmp/shots/safe';
const assetSchemes: string[] = [];

beforeAll(async () => {
  const port = new URL(inject('baseUrl')).port;
  session = await openBrowser(PHONE, {
    args: ['--host-resolver-rules=MAP shop.lan 127.0.0.1'],
    baseUrl: `http://shop.lan:${port}`,
  });
  session.page.on('request', (request) => assetSchemes.push(new URL(request.url()).protocol));
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await session.close();
});

test('the login page loads and works over plain HTTP by a LAN host name', async () => {
  const { page } = session;
  const response = await page.goto('/merchant/login');
  expect(response?.status()).toBe(200);
  // The shell's markup shows without scripts; switching to registration needs the app itself.
  await page.getByRole('button', { name: 'Register your shop' }).click({ timeout: 15_000 });
  await page.getByLabel('Full Name').waitFor({ timeout: 15_000 });
  await expectNoSeriousA11y(page, 'the register form over a LAN host name');
  await page.screenshot({ path: `${SHOTS}/lan-host-register-360.png` });
  expect(new URL(page.url()).host).toBe(`shop.lan:${new URL(inject('baseUrl')).port}`);
  expect(assetSchemes.length).toBeGreaterThan(1);
  expect(assetSchemes.filter((scheme) => scheme !== 'http:')).toEqual([]);
  expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
});
