import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { merchantInput, signUpMerchant } from '../test/auth-helpers';
import { rowCounts } from '../test/row-counts';

/** A NUL character (U+0000) anywhere in a string field or query parameter is refused with 400. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUpMerchant(t)).token;
});
afterAll(() => t.close());

const NUL = '\u0000';

function expectRefused(response: { status: number; body: unknown }, field: string) {
  expect(response.status).toBe(400);
  expect(response.body).toHaveProperty('error');
  expect((response.body as { error: unknown }).error).toMatchObject({
    code: 'VALIDATION',
    message: 'Text cannot contain a NUL character (\\u0000)',
    details: { issues: [{ field, message: 'Text cannot contain a NUL character (\\u0000)' }] },
  });
}

describe('NUL characters', () => {
  it('are refused on the sign-in routes', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/auth/admin/login', { username: `ad${NUL}min`, password: 'secret123' }, 'username'],
      ['/api/auth/merchant/login', { username: 'thandi', password: `secret${NUL}1` }, 'password'],
      ['/api/auth/merchant/register', merchantInput({ name: `Tha${NUL}ndi` }), 'name'],
      ['/api/auth/resend-code', { phone: `0712345678${NUL}` }, 'phone'],
      ['/api/auth/verify-phone', { phone: '0712345678', code: `12${NUL}456` }, 'code'],
    ];
    const before = await rowCounts(t.deps.db);
    for (const [url, body, field] of cases) {
      expectRefused(await call(t.app, 'POST', url, { body }), field);
    }
    expect(await rowCounts(t.deps.db)).toEqual(before);
  });

  it('are refused in query parameters', async () => {
    for (const url of [
      '/api/customers?search=Tha%00ndi',
      '/api/products?search=%00',
      '/api/orders?search=ORD%00',
    ]) {
      expectRefused(await call(t.app, 'GET', url, { token }), 'search');
    }
  });

  it('are refused deep in a body and in a key', async () => {
    const order = await call(t.app, 'POST', '/api/orders', {
      token,
      body: { items: [{ name: `Bread${NUL}`, quantity: 1 }] },
    });
    expectRefused(order, 'items.0.name');
    const key = await call(t.app, 'POST', '/api/customers', {
      token,
      body: { name: 'Sipho', phone: '0723456789', [`note${NUL}`]: 'x' },
    });
    expectRefused(key, `note${NUL}`.replace(NUL, '\\u0000'));
  });
});
