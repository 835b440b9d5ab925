import { chromium } from 'playwright-core';
import { DEMO_MERCHANT } from '../../e2e/support/demo-credentials';

export interface StoredSession {
  token: string;
  user: unknown;
}

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Signs the demo merchant in through the API: password, then the code from the dev SMS outbox. */
export async function signInDemoMerchant(baseUrl: string): Promise<StoredSession> {
  const { phone } = (await postJson(`${baseUrl}/api/auth/merchant/login`, DEMO_MERCHANT)) as {
    phone: string;
  };
  const outbox = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const { messages } = (await outbox.json()) as { messages: { code: string | null }[] };
  const code = messages[0]?.code;
  if (!code) throw new Error(`No SMS code for ${phone}`);
  const verified = await postJson(`${baseUrl}/api/auth/verify-phone`, { phone, code });
  return { token: verified.token as string, user: verified.user };
}

/**
 * Puts a signed-in session into the localStorage of the Chrome that Lighthouse drives (connected
 * over CDP on the same debugging port), from a same-origin page that does not boot the app.
 * Lighthouse's storage reset clears caches and service workers but not localStorage, so the
 * audited load is cold yet signed in.
 */
export async function storeSession(debugPort: number, baseUrl: string, session: StoredSession) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(
      ({ token, user }) => {
        const now = new Date().toISOString();
        localStorage.setItem('kasitrade_token', token);
        localStorage.setItem('kasitrade_user', JSON.stringify(user));
        localStorage.setItem(
          'kasitrade_merchant',
          JSON.stringify({ ...(user as object), loginTime: now, lastActivity: now }),
        );
      },
      { token: session.token, user: session.user },
    );
    await page.close();
  } finally {
    await browser.close();
  }
}
