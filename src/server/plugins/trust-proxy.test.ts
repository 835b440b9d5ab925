import { afterEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminLogs, sessions } from '../db/schema/index';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { signInStaff, signUpMerchant } from '../test/auth-helpers';

/** X-Forwarded-For is believed only from proxies TRUST_PROXY names (docs/design.md "Runtime"). */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
const adminLogin = (app: TestApp, headers: Record<string, string>) =>
  call(app.app, 'POST', '/api/auth/admin/login', {
    body: { username: 'nobody', password: 'wrong-password' },
    headers,
  });

// Production is where a proxy was trusted before; it must not be by default.
const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9',
  ALLOW_SANDBOX_PROVIDERS: '1',
};

describe('without TRUST_PROXY (the default), in production too', () => {
  it('a rotated X-Forwarded-For does not escape the per-IP sign-in limit', async () => {
    t = await createTestApp({ ...PRODUCTION, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await adminLogin(t, forged(i))).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('records the connecting address, not the header, in sessions and admin logs', async () => {
    t = await createTestApp(PRODUCTION);
    const merchant = await signUpMerchant(t);
    const admin = await signInStaff(t, 'admin');
    const changed = await call(t.app, 'PUT', `/api/admin/users/${merchant.user.id}/status`, {
      token: admin.token,
      body: { isActive: false },
      headers: forged(9),
    });
    expect(changed.status).toBe(200);
    const [log] = await t.deps.db
      .select()
      .from(adminLogs)
      .orderBy(desc(adminLogs.createdAt))
      .limit(1);
    expect(log!.ipAddress).toBe('127.0.0.1');
    const [session] = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, admin.user.id));
    expect(session!.ipAddress).toBe('127.0.0.1');
  });
});

describe('with TRUST_PROXY set', () => {
  it('a hop count believes the proxy in front: each client has its own limit', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
    for (let i = 1; i <= 4; i++) expect((await adminLogin(t, forged(i))).status).toBe(401);
    const again = [];
    for (let i = 0; i < 3; i++) again.push((await adminLogin(t, forged(1))).status);
    expect(again).toEqual([401, 401, 429]);
  });

  it('a list of proxies believes only them', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.2' });
    const fromProxy = (i: number) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        remoteAddress: '10.0.0.2',
        headers: forged(i),
        payload: { username: 'nobody', password: 'wrong-password' },
      });
    const fromElsewhere = (i: number) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        remoteAddress: '198.51.100.7',
        headers: forged(i),
        payload: { username: 'nobody', password: 'wrong-password' },
      });
    for (let i = 1; i <= 3; i++) expect((await fromProxy(i)).statusCode).toBe(401);
    const elsewhere = [];
    for (let i = 1; i <= 3; i++) elsewhere.push((await fromElsewhere(i)).statusCode);
    expect(elsewhere).toEqual([401, 401, 429]);
  });
});
