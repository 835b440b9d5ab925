import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { appFixture, merchantFixture, staffFixture } from '@server/test/file-fixtures';

const t = appFixture();
const merchant = merchantFixture(t);
const admin = staffFixture(t, 'admin');
const superAdmin = staffFixture(t, 'super_admin');

/** Every admin route, with a body and target that the allowed roles may send. */
function routes() {
  const target = () => merchant.user.id as string;
  return [
    { method: 'GET', url: () => '/api/users/role/merchant' },
    { method: 'GET', url: () => '/api/users/role/admin' },
    { method: 'GET', url: () => '/api/admin/merchant-profiles' },
    { method: 'GET', url: () => '/api/admin/analytics' },
    { method: 'GET', url: () => '/api/admin/logs' },
    { method: 'GET', url: () => '/api/employees' },
    {
      method: 'PUT',
      url: () => `/api/admin/users/${target()}/status`,
      body: () => ({ isActive: true }),
    },
    {
      method: 'PUT',
      url: () => `/api/admin/users/${target()}/role`,
      body: () => ({ role: 'merchant' }),
    },
    {
      method: 'PUT',
      url: () => `/api/admin/merchant-profiles/${target()}/verification`,
      body: () => ({ status: 'verified' }),
    },
    {
      method: 'POST',
      url: () => '/api/employees',
      body: () => ({
        username: `emp${randomUUID().slice(0, 8)}`,
        password: 'secret123',
        name: 'Sipho Dlamini',
        phone: '0821234567',
      }),
      status: 201,
    },
    {
      method: 'PUT',
      url: () => `/api/employees/${randomUUID()}`,
      body: () => ({ name: 'X' }),
      status: 404,
    },
    { method: 'DELETE', url: () => `/api/employees/${randomUUID()}`, status: 404 },
  ] as const;
}

describe('access matrix: anonymous 401, merchant 403, admin and super_admin allowed', () => {
  for (const route of routes()) {
    const label = `${route.method} ${route.url.toString().replace(/^\(\) => /, '')}`;
    const body = 'body' in route ? route.body : () => undefined;
    const allowed = 'status' in route ? route.status : 200;

    it(label, async () => {
      const anonymous = await call(t.app, route.method, route.url(), { body: body() });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');

      const asMerchant = await call(t.app, route.method, route.url(), {
        body: body(),
        token: merchant.token,
      });
      expect(asMerchant.status).toBe(403);
      expect(asMerchant.body.error).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have access to this area',
      });

      for (const staff of [admin, superAdmin]) {
        const allowedCall = await call(t.app, route.method, route.url(), {
          body: body(),
          token: staff.token,
        });
        expect(allowedCall.status).toBe(allowed);
      }
    });
  }

  it('a forged or revoked token is 401', async () => {
    const forged = await call(t.app, 'GET', '/api/admin/analytics', { token: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
  });
});
