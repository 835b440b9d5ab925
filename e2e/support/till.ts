import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { PHONE, latestSmsCode, openBrowser, type BrowserSession } from './browser';
import { newMerchant, registerThroughApi } from './session';
import { tileName } from '../../src/client/test/till-tile';

/** A fresh merchant (figures start at zero), signed in through the API in the browser's storage. */
export async function signInNewMerchant(session: BrowserSession) {
  const { baseUrl, page } = session;
  const merchant = newMerchant();
  await registerThroughApi(baseUrl, merchant);
  const verified = await fetch(`${baseUrl}/api/auth/verify-phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phone: merchant.phone,
      code: await latestSmsCode(baseUrl, merchant.phone),
    }),
  });
  if (!verified.ok) throw new Error(`verify failed: ${await verified.text()}`);
  const { token, user } = (await verified.json()) as { token: string; user: unknown };
  await page.goto('/robots.txt');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('kasitrade_token', t);
      localStorage.setItem('kasitrade_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { merchant, api: apiAs(baseUrl, token) };
}

export type Api = ReturnType<typeof apiAs>;

/**
 * A phone (360x740) signed in as a new merchant whose shop holds `products`, for a journey that
 * saves its screenshots in `shots`.
 */
export async function newShopOnPhone(shots: string, products: readonly object[] = []) {
  mkdirSync(shots, { recursive: true });
  const session = await openBrowser(PHONE);
  const { api } = await signInNewMerchant(session);
  for (const product of products) await api('POST', '/api/products', product);
  return { session, api };
}

/** JSON calls as one merchant; throws on an unexpected status. */
export function apiAs(baseUrl: string, token: string) {
  return async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** No horizontal overflow and no NaN/undefined in the page text. */
export async function expectCleanPage(page: Page) {
  const { overflow, text } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    text: document.body.innerText,
  }));
  if (overflow > 0) throw new Error(`page overflows by ${overflow}px`);
  if (/NaN|undefined/.test(text)) throw new Error(`page shows NaN or undefined:\n${text}`);
}

/** Waits for a toast by its title (toasts render twice for screen readers). */
export const toastTitled = (page: Page, title: string) =>
  page.getByText(title, { exact: true }).first();

/** The till's tile of one product (named by what it shows: name, price, stock). */
export const productTile = (page: Page, name: string) =>
  page.getByRole('button', { name: tileName(name) });

/** Every product tile the till shows. */
export const productTiles = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).getByRole('listitem');
