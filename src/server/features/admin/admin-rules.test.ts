import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { RULE_MESSAGES } from '@shared/admin/account-rules';
import { adminLogs, sessions, users } from '@server/db/schema/index';
import { call, createTestApp } from '@server/test/test-app';
import { latestCode, signInStaff, signUpMerchant } from '@server/test/auth-helpers';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

const UA = 'KasiTrade-Test/1.0';
const put = (url: string, token: string, body: unknown) =>
  call(t.app, 'PUT', url, { token, body, headers: { 'user-agent': UA } });
const status = (id: string, token: string, isActive: boolean) =>
  put(`/api/admin/users/${id}/status`, token, { isActive });
const role = (id: string, token: string, newRole: string) =>
  put(`/api/admin/users/${id}/role`, token, { role: newRole });

async function logCount() {
  return (await t.deps.db.select({ id: adminLogs.id }).from(adminLogs)).length;
}

/** Runs a write and checks it left exactly one audit row naming actor, target and IP. */
async function expectOneAuditRow(
  write: () => Promise<{ status: number }>,
  expected: { userId: string; entityId: string; action: string },
) {
  const before = await logCount();
  const result = await write();
  expect(result.status).toBe(200);
  expect(await logCount()).toBe(before + 1);
  const [row] = await t.deps.db
    .select()
    .from(adminLogs)
    .orderBy(desc(adminLogs.createdAt))
    .limit(1);
  expect(row).toMatchObject({ ...expected, ipAddress: '127.0.0.1', userAgent: UA });
  return row!;
}

describe('status changes', () => {
  it('deactivating a merchant ends its sessions at once and refuses its login', async () => {
    const admin = await signInStaff(t, 'admin');
    const merchant = await signUpMerchant(t);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: merchant.token })).status).toBe(200);

    const row = await expectOneAuditRow(() => status(merchant.user.id, admin.token, false), {
      userId: admin.user.id,
      entityId: merchant.user.id,
      action: 'user.deactivate',
    });
    expect(row.details).toMatchObject({ from: true, to: false });

    // Its screens are told why at once, on any route, in the reader's language.
    const me = await call(t.app, 'GET', '/api/auth/me', { token: merchant.token });
    expect(me.status).toBe(401);
    expect(me.body.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'This account has been deactivated',
      details: { reason: 'account_deactivated' },
    });
    const products = await call(t.app, 'GET', '/api/products', {
      token: merchant.token,
      headers: { 'accept-language': 'zu' },
    });
    expect(products.status).toBe(401);
    expect(products.body.error.message).toBe('Le akhawunti ivaliwe');
    const open = await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, merchant.user.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);

    const login = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: merchant.input.username, password: merchant.input.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe('Account is deactivated');

    await expectOneAuditRow(() => status(merchant.user.id, admin.token, true), {
      userId: admin.user.id,
      entityId: merchant.user.id,
      action: 'user.activate',
    });
    t.advance(31_000);
    const again = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: merchant.input.username, password: merchant.input.password },
    });
    expect(again.status).toBe(200);
    // Active again: the old phone's ended session is only an ended session now.
    const old = await call(t.app, 'GET', '/api/auth/me', { token: merchant.token });
    expect(old.status).toBe(401);
    expect(old.body.error.details).toBeUndefined();
    const verified = await call(t.app, 'POST', '/api/auth/verify-phone', {
      body: { phone: merchant.phone, code: await latestCode(t, merchant.phone) },
    });
    expect(verified.status).toBe(200);
  });

  it('nobody deactivates themselves', async () => {
    for (const r of ['admin', 'super_admin'] as const) {
      const staff = await signInStaff(t, r);
      const before = await logCount();
      const result = await status(staff.user.id, staff.token, false);
      expect(result.status).toBe(403);
      expect(result.body.error.message).toBe(RULE_MESSAGES.selfDeactivate);
      expect(await logCount()).toBe(before);
    }
  });

  it('an admin cannot deactivate a super admin; a super admin can, and its sessions end', async () => {
    const admin = await signInStaff(t, 'admin');
    const actingSuper = await signInStaff(t, 'super_admin');
    const otherSuper = await signInStaff(t, 'super_admin');
    const refused = await status(otherSuper.user.id, admin.token, false);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(RULE_MESSAGES.changeSuper);

    await expectOneAuditRow(() => status(otherSuper.user.id, actingSuper.token, false), {
      userId: actingSuper.user.id,
      entityId: otherSuper.user.id,
      action: 'user.deactivate',
    });
    expect((await call(t.app, 'GET', '/api/auth/me', { token: otherSuper.token })).status).toBe(
      401,
    );
    const login = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: otherSuper.user.username, password: 'staffpass1' },
    });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe('Account is deactivated');
  });

  it('an unknown or malformed user id is 404 / 400', async () => {
    const admin = await signInStaff(t, 'admin');
    const missing = await status('00000000-0000-4000-8000-000000000000', admin.token, false);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('User not found');
    const malformed = await status('not-a-uuid', admin.token, false);
    expect(malformed.status).toBe(400);
    const badBody = await put(`/api/admin/users/${admin.user.id}/status`, admin.token, {
      isActive: 'yes',
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.message).toBe('isActive must be true or false');
  });
});

describe('role changes', () => {
  it('an admin changes another admin to merchant and back, one audit row each', async () => {
    const admin = await signInStaff(t, 'admin');
    const other = await signInStaff(t, 'admin');
    const row = await expectOneAuditRow(() => role(other.user.id, admin.token, 'merchant'), {
      userId: admin.user.id,
      entityId: other.user.id,
      action: 'user.role',
    });
    expect(row.details).toMatchObject({ from: 'admin', to: 'merchant' });
    // The role is read per request: the demoted account loses admin access at once.
    const denied = await call(t.app, 'GET', '/api/admin/analytics', { token: other.token });
    expect(denied.status).toBe(403);
    const back = await role(other.user.id, admin.token, 'admin');
    expect(back.status).toBe(200);
    expect(back.body.role).toBe('admin');
  });

  it('a staff member made a merchant is listed as a shop waiting for verification', async () => {
    const admin = await signInStaff(t, 'admin');
    const other = await signInStaff(t, 'admin', `staffshop${Date.now()}`);
    expect((await role(other.user.id, admin.token, 'merchant')).status).toBe(200);
    const merchants = await call(
      t.app,
      'GET',
      `/api/users/role/merchant?search=${other.user.username}`,
      { token: admin.token },
    );
    expect(merchants.body).toEqual([
      expect.objectContaining({ id: other.user.id, verificationStatus: 'pending' }),
    ]);
    // Back and forth again keeps the one profile.
    await role(other.user.id, admin.token, 'admin');
    expect((await role(other.user.id, admin.token, 'merchant')).status).toBe(200);
  });

  it('an admin cannot grant super_admin, change a super admin, or change its own role', async () => {
    const admin = await signInStaff(t, 'admin');
    const other = await signInStaff(t, 'admin');
    const superAdmin = await signInStaff(t, 'super_admin');
    const before = await logCount();

    const grant = await role(other.user.id, admin.token, 'super_admin');
    expect(grant.status).toBe(403);
    expect(grant.body.error.message).toBe(RULE_MESSAGES.grantSuper);

    const demoteSuper = await role(superAdmin.user.id, admin.token, 'admin');
    expect(demoteSuper.status).toBe(403);
    expect(demoteSuper.body.error.message).toBe(RULE_MESSAGES.changeSuper);

    const self = await role(admin.user.id, admin.token, 'merchant');
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe(RULE_MESSAGES.selfRole);

    expect(await logCount()).toBe(before);
    const [unchanged] = await t.deps.db.select().from(users).where(eq(users.id, other.user.id));
    expect(unchanged!.role).toBe('admin');
  });

  it('a super admin grants and removes super_admin', async () => {
    const superAdmin = await signInStaff(t, 'super_admin');
    const admin = await signInStaff(t, 'admin');
    await expectOneAuditRow(() => role(admin.user.id, superAdmin.token, 'super_admin'), {
      userId: superAdmin.user.id,
      entityId: admin.user.id,
      action: 'user.role',
    });
    const removed = await role(admin.user.id, superAdmin.token, 'admin');
    expect(removed.status).toBe(200);
    expect(removed.body.role).toBe('admin');
  });

  it('the last super admin cannot be demoted (it would have to demote itself)', async () => {
    const solo = await createTestApp();
    try {
      const onlySuper = await signInStaff(solo, 'super_admin');
      const result = await call(solo.app, 'PUT', `/api/admin/users/${onlySuper.user.id}/role`, {
        token: onlySuper.token,
        body: { role: 'admin' },
      });
      expect(result.status).toBe(403);
      expect(result.body.error.message).toBe(RULE_MESSAGES.selfRole);
      const [row] = await solo.deps.db.select().from(users).where(eq(users.id, onlySuper.user.id));
      expect(row!.role).toBe('super_admin');
    } finally {
      await solo.close();
    }
  });

  it('rejects an unknown role with 400', async () => {
    const admin = await signInStaff(t, 'admin');
    const other = await signInStaff(t, 'admin');
    const result = await role(other.user.id, admin.token, 'owner');
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('VALIDATION');
  });
});
