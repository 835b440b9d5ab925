import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { signUpMerchant } from '../test/auth-helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUpMerchant(t)).token;
});
afterAll(() => t.close());

const me = (authorization: string) =>
  call(t.app, 'GET', '/api/auth/me', { headers: { authorization } });

describe('the bearer scheme', () => {
  it('is case-insensitive (RFC 9110): Bearer, bearer and BEARER all sign in', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const response = await me(`${scheme} ${token}`);
      expect(response.status, scheme).toBe(200);
    }
  });

  it('still refuses other schemes and a missing token with 401', async () => {
    for (const header of [`Basic ${token}`, 'bearer', `Token ${token}`, token]) {
      const response = await me(header);
      expect(response.status, header).toBe(401);
      expect(response.body.error.code).toBe('UNAUTHENTICATED');
    }
  });
});
