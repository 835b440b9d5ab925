import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, PHONE } from '../e2e/support/browser';
import { DEMO_MERCHANT } from '../e2e/support/demo-credentials';
import { startServer } from '../e2e/support/server';
import { countingProxy } from './lib/counting-proxy';
import { printGrid, writeResults } from './lib/report';

/**
 * npm run bench:data: the bytes a phone downloads, counted by a relay in front of the server
 * while Chromium (360x740) uses the built app. First install: the login page, signing in and the
 * dashboard, until the service worker has cached the app shell. Then a day of typical use: sign
 * in, open the till 10 times and ring up 50 sales, open the catalogue and the dashboard 5 times
 * each. Budgets (issue 19): install at most 1 MB, the day at most 2 MB.
 */
const BUDGET = { installMb: 1, dayMb: 2 };
const MB = 1024 * 1024;

function buildClient() {
  console.log('Building the client (vite build, NODE_ENV=production)...');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

async function latestCode(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/dev/sms-outbox`);
  const { messages } = (await response.json()) as { messages: { code: string | null }[] };
  const code = messages.find((m) => m.code)?.code;
  if (!code) throw new Error('No sign-in code in the outbox');
  return code;
}

async function signIn(page: Page, baseUrl: string) {
  await page.goto('/merchant/login');
  await page.getByLabel('Username').fill(DEMO_MERCHANT.username);
  await page.getByLabel('Password').fill(DEMO_MERCHANT.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.getByLabel('Verification Code').waitFor();
  await page.getByLabel('Verification Code').fill(await latestCode(baseUrl));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await page.waitForURL('**/dashboard');
  await page.waitForLoadState('networkidle');
}

async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: ready }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function sell(page: Page) {
  await page.getByRole('button', { name: /^Add / }).first().click();
  await page.getByRole('button', { name: /^Checkout R/ }).click();
  await page.getByRole('button', { name: 'New Sale' }).click();
  await page.waitForLoadState('networkidle');
}

async function main() {
  buildClient();
  const server = await startServer();
  const proxy = await countingProxy(new URL(server.baseUrl));
  const profile = mkdtempSync(path.join(tmpdir(), 'kasitrade-bench-data-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: PHONE,
    baseURL: proxy.url,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, server.baseUrl);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForTimeout(1500);
    const install = proxy.downloaded();

    await page.evaluate(() => localStorage.clear());
    proxy.reset();
    await signIn(page, server.baseUrl);
    for (let visit = 0; visit < 10; visit += 1) {
      await open(page, '/pos', 'POS System');
      for (let sale = 0; sale < 5; sale += 1) await sell(page);
    }
    for (let visit = 0; visit < 5; visit += 1) {
      await open(page, '/catalog', 'Stock Catalog');
      await open(page, '/dashboard', 'Dashboard');
    }
    const day = proxy.downloaded();

    const rows = [
      { name: 'first install (KB)', value: install / 1024, limit: BUDGET.installMb * 1024 },
      { name: 'a day of use (KB)', value: day / 1024, limit: BUDGET.dayMb * 1024 },
    ];
    printGrid(
      ['measure', 'downloaded', 'budget', 'ok'],
      rows.map((r) => [
        r.name,
        r.value.toFixed(1),
        `<= ${r.limit}`,
        r.value <= r.limit ? 'yes' : 'NO',
      ]),
    );
    writeResults('data.json', {
      installBytes: install,
      dayBytes: day,
      budgetBytes: { install: BUDGET.installMb * MB, day: BUDGET.dayMb * MB },
    });
    if (rows.some((r) => r.value > r.limit)) process.exitCode = 1;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await proxy.close();
    await server.stop();
  }
}

await main();
