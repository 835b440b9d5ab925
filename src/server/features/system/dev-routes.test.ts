import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';

/** The dev SMS outbox and dev clock answer this machine only, and never exist in production. */
let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUpMerchant(t);
  production = await createTestApp({
    NODE_ENV: 'production',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9',
    ALLOW_SANDBOX_PROVIDERS: '1',
  });
});
afterAll(async () => {
  await t.close();
  await production.close();
});

const outbox = (app: TestApp, options: Partial<InjectOptions> = {}) =>
  app.app.inject({ method: 'GET', url: '/api/dev/sms-outbox', ...options });
const clock = (app: TestApp, options: Partial<InjectOptions> = {}) =>
  app.app.inject({
    method: 'PUT',
    url: '/api/dev/clock',
    payload: { offsetDays: 40 },
    ...options,
  });

describe('development routes', () => {
  it('answer a client on this machine (IPv4 and IPv6 loopback)', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      const response = await outbox(t, { remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.json().messages.length).toBeGreaterThan(0);
    }
    const moved = await clock(t, { payload: { offsetDays: 0 } });
    expect(moved.statusCode).toBe(200);
  });

  it('answer 404 to another machine, as if they did not exist, and change nothing', async () => {
    for (const remoteAddress of ['192.168.1.20', '10.0.0.7', 'fe80::1', '::ffff:192.168.1.20']) {
      for (const response of [
        await outbox(t, { remoteAddress }),
        await clock(t, { remoteAddress }),
      ]) {
        expect(response.statusCode, remoteAddress).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
    }
    expect(Math.abs(t.deps.clock().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('answer 404 to a request a proxy on this machine passed on (forwarding headers)', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=192.168.1.20' },
      { 'x-real-ip': '192.168.1.20' },
    ]) {
      expect((await outbox(t, { headers })).statusCode).toBe(404);
      expect((await clock(t, { headers })).statusCode).toBe(404);
    }
  });

  it('do not exist in production, not even for this machine', async () => {
    for (const response of [await outbox(production), await clock(production)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});
