import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * upgrade-insecure-requests makes a browser fetch the app's assets over HTTPS: on a shop's
 * LAN over plain HTTP (http://shop-laptop.local:5000) that is a blank page. It is sent only to
 * requests that arrived over HTTPS.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const csp = async (app: TestApp, headers: Record<string, string> = {}) => {
  const response = await app.app.inject({ method: 'GET', url: '/api/health', headers });
  return String(response.headers['content-security-policy']);
};

describe('the content security policy', () => {
  it('over plain HTTP: no upgrade-insecure-requests, the rest of the policy as before', async () => {
    t = await createTestApp();
    const policy = await csp(t, { host: 'shop-laptop.local:5000' });
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
  });

  it('a forged X-Forwarded-Proto from an untrusted client changes nothing', async () => {
    t = await createTestApp();
    expect(await csp(t, { 'x-forwarded-proto': 'https' })).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('over HTTPS (a trusted proxy says so): upgrade-insecure-requests is sent', async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
    expect(await csp(t, { 'x-forwarded-proto': 'https' })).toContain('upgrade-insecure-requests');
    expect(await csp(t, { 'x-forwarded-proto': 'http' })).not.toContain(
      'upgrade-insecure-requests',
    );
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = async (app: TestApp, headers: Record<string, string> = {}) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/health', headers });
    return response.headers['strict-transport-security'];
  };

  it('is not sent over plain HTTP, nor for a forged X-Forwarded-Proto', async () => {
    t = await createTestApp();
    expect(await hsts(t)).toBeUndefined();
    expect(await hsts(t, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('is sent over HTTPS, as a proxy named in TRUST_PROXY says', async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
    expect(await hsts(t, { 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hsts(t, { 'x-forwarded-proto': 'http' })).toBeUndefined();
  });
});
