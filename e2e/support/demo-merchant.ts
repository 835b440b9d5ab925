import { latestSmsCode, type BrowserSession } from './browser';
import { DEMO_MERCHANT } from './demo-credentials';

/** Signs the demo merchant in through the API and stores the session as the client does. */
export async function signInDemoMerchant(session: BrowserSession): Promise<string> {
  const { baseUrl, page } = session;
  const login = await fetch(`${baseUrl}/api/auth/merchant/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MERCHANT),
  });
  const { phone } = (await login.json()) as { phone: string };
  const verified = await fetch(`${baseUrl}/api/auth/verify-phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code: await latestSmsCode(baseUrl, phone) }),
  });
  const { token, user } = (await verified.json()) as { token: string; user: unknown };
  await page.goto('/robots.txt');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('kasitrade_token', t);
      localStorage.setItem('kasitrade_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}
