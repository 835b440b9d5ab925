import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { appFixture, merchantFixture, staffFixture } from '@server/test/file-fixtures';
import { maskPhone } from '@shared/admin/phone-mask';

/** POPIA (issue 33): the admin answers carry phones masked, except to a super admin. */
const t = appFixture();
const merchant = merchantFixture(t);
const admin = staffFixture(t, 'admin');
const superAdmin = staffFixture(t, 'super_admin');

type Listed = { id: string; phone: string | null };
const listed = async (token: string) => {
  const page = await call(t.app, 'GET', '/api/users/role/merchant?pageSize=100', { token });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return (page.body as Listed[]).find((user) => user.id === merchant.user.id)!;
};

describe('phones in the admin portal', () => {
  it('masks a merchant phone in the list for an admin, whole for a super admin', async () => {
    expect(merchant.phone).toMatch(/^\+27\d{9}$/);
    expect((await listed(admin.token)).phone).toBe(maskPhone(merchant.phone));
    expect((await listed(admin.token)).phone).toMatch(/^0\d{2} \*\*\* \*\*\d{2}$/);
    expect((await listed(superAdmin.token)).phone).toBe(merchant.phone);
  });

  it('masks the phone in the answer to a status change by an admin', async () => {
    const path = `/api/admin/users/${merchant.user.id}/status`;
    const byAdmin = await call(t.app, 'PUT', path, {
      token: admin.token,
      body: { isActive: true },
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body.phone).toBe(maskPhone(merchant.phone));
    expect(JSON.stringify(byAdmin.body)).not.toContain(merchant.phone);
    const bySuper = await call(t.app, 'PUT', path, {
      token: superAdmin.token,
      body: { isActive: true },
    });
    expect(bySuper.body.phone).toBe(merchant.phone);
  });
});
