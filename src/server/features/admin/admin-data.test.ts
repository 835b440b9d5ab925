import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOTAL_COUNT_HEADER } from '@shared/paging/total-count-header';
import { adminLogs, merchantProfiles, orders, posSales, users } from '@server/db/schema/index';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signInStaff, signUpMerchant } from '@server/test/auth-helpers';
import { insertMerchant } from '@server/test/fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let superAdmin: Awaited<ReturnType<typeof signInStaff>>;
let zola: Awaited<ReturnType<typeof signUpMerchant>>;
let bongi: Awaited<ReturnType<typeof signUpMerchant>>;

const get = (url: string, token = admin.token) => call(t.app, 'GET', url, { token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
  superAdmin = await signInStaff(t, 'super_admin');
  zola = await signUpMerchant(t, { name: 'Zola Nkosi', businessName: 'Zola Tuck Shop' });
  bongi = await signUpMerchant(t, { name: 'Bongi Khumalo', businessName: 'Ekasi 100% Spaza' });
  await call(t.app, 'PUT', `/api/admin/users/${bongi.user.id}/status`, {
    token: admin.token,
    body: { isActive: false },
  });
});
afterAll(() => t.close());

describe('GET /api/users/role/{role}', () => {
  it('lists merchants newest first with status, verification and month revenue', async () => {
    const list = await get('/api/users/role/merchant');
    expect(list.status).toBe(200);
    expect(list.headers[TOTAL_COUNT_HEADER]).toBe('2');
    expect(list.body.map((u: { id: string }) => u.id)).toEqual([bongi.user.id, zola.user.id]);
    expect(list.body[0]).toMatchObject({
      role: 'merchant',
      isActive: false,
      businessName: 'Ekasi 100% Spaza',
      verificationStatus: 'pending',
      monthlyRevenue: '0.00',
    });
    expect(list.body[0]).not.toHaveProperty('passwordHash');
  });

  it('searches name, business name and username, case-insensitively, wildcards literal', async () => {
    const byBusiness = await get('/api/users/role/merchant?search=tuck%20SHOP');
    expect(byBusiness.body.map((u: { id: string }) => u.id)).toEqual([zola.user.id]);
    const byName = await get('/api/users/role/merchant?search=khumalo');
    expect(byName.body.map((u: { id: string }) => u.id)).toEqual([bongi.user.id]);
    const byUsername = await get(`/api/users/role/merchant?search=${zola.input.username}`);
    expect(byUsername.body).toHaveLength(1);
    const percent = await get('/api/users/role/merchant?search=100%25');
    expect(percent.body.map((u: { id: string }) => u.id)).toEqual([bongi.user.id]);
    const underscore = await get('/api/users/role/merchant?search=_');
    expect(underscore.body).toEqual([]);
    expect(underscore.headers[TOTAL_COUNT_HEADER]).toBe('0');
  });

  it('filters by status and pages', async () => {
    const active = await get('/api/users/role/merchant?status=active');
    expect(active.body.map((u: { id: string }) => u.id)).toEqual([zola.user.id]);
    const inactive = await get('/api/users/role/merchant?status=inactive');
    expect(inactive.body.map((u: { id: string }) => u.id)).toEqual([bongi.user.id]);
    const page2 = await get('/api/users/role/merchant?page=2&pageSize=1');
    expect(page2.body.map((u: { id: string }) => u.id)).toEqual([zola.user.id]);
    expect(page2.headers[TOTAL_COUNT_HEADER]).toBe('2');
    const beyond = await get('/api/users/role/merchant?page=9&pageSize=1');
    expect(beyond.body).toEqual([]);
  });

  it('answers 400 with clear messages for bad list input', async () => {
    const cases: [string, string][] = [
      ['/api/users/role/merchant?page=0', 'Page must be a whole number from 1'],
      ['/api/users/role/merchant?pageSize=500', 'Page size must be from 1 to 200'],
      ['/api/users/role/merchant?status=gone', 'status'],
      [`/api/users/role/merchant?search=${'x'.repeat(101)}`, 'Search is at most 100 characters'],
      ['/api/users/role/owner', 'Role must be merchant or admin'],
    ];
    for (const [url, message] of cases) {
      const result = await get(url);
      expect(result.status, url).toBe(400);
      expect(JSON.stringify(result.body.error), url).toContain(message);
    }
  });

  it('lists admins and super admins, never merchants or deleted employees', async () => {
    const list = await get('/api/users/role/admin?pageSize=200');
    const ids = list.body.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, superAdmin.user.id]));
    expect(ids).not.toContain(zola.user.id);
    expect(list.body.every((u: { role: string }) => u.role !== 'merchant')).toBe(true);
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, admin.user.id));
    const after = await get('/api/users/role/admin', superAdmin.token);
    expect(after.body.map((u: { id: string }) => u.id)).not.toContain(admin.user.id);
    await t.deps.db.update(users).set({ deletedAt: null }).where(eq(users.id, admin.user.id));
  });
});

describe('merchant profiles and verification', () => {
  it('lists profiles with a status filter', async () => {
    const all = await get('/api/admin/merchant-profiles');
    expect(all.status).toBe(200);
    expect(all.headers[TOTAL_COUNT_HEADER]).toBe('2');
    expect(all.body[0]).toMatchObject({ verificationStatus: 'pending', verifiedAt: null });
    const verified = await get('/api/admin/merchant-profiles?status=verified');
    expect(verified.body).toEqual([]);
  });

  it('verifies with notes, sets verifiedAt and verifiedBy, and writes one audit row', async () => {
    const before = (await t.deps.db.select().from(adminLogs)).length;
    const result = await call(
      t.app,
      'PUT',
      `/api/admin/merchant-profiles/${zola.user.id}/verification`,
      { token: admin.token, body: { status: 'verified', notes: 'CIPC and bank letter checked' } },
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      userId: zola.user.id,
      verificationStatus: 'verified',
      verifiedBy: admin.user.id,
      notes: 'CIPC and bank letter checked',
      businessName: 'Zola Tuck Shop',
    });
    expect(Date.parse(result.body.verifiedAt)).not.toBeNaN();
    const logs = await t.deps.db.select().from(adminLogs);
    expect(logs).toHaveLength(before + 1);
    expect(logs.find((l) => l.action === 'merchant.verified')).toMatchObject({
      userId: admin.user.id,
      entityId: zola.user.id,
      ipAddress: '127.0.0.1',
    });
    const filtered = await get('/api/admin/merchant-profiles?status=verified');
    expect(filtered.body.map((p: { userId: string }) => p.userId)).toEqual([zola.user.id]);
  });

  it('rejects, and creates the profile of a merchant that had none', async () => {
    const bare = await insertMerchant(t.deps.db, 'No Profile Spaza');
    const result = await call(
      t.app,
      'PUT',
      `/api/admin/merchant-profiles/${bare.id}/verification`,
      { token: superAdmin.token, body: { status: 'rejected' } },
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ verificationStatus: 'rejected', notes: null });
    const [profile] = await t.deps.db
      .select()
      .from(merchantProfiles)
      .where(eq(merchantProfiles.userId, bare.id));
    expect(profile!.verifiedBy).toBe(superAdmin.user.id);
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, bare.id));
  });

  it('refuses a bad status (400), a staff id or unknown id (404)', async () => {
    const url = (id: string) => `/api/admin/merchant-profiles/${id}/verification`;
    const bad = await call(t.app, 'PUT', url(zola.user.id), {
      token: admin.token,
      body: { status: 'pending' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Status must be verified or rejected');
    for (const id of [admin.user.id, '00000000-0000-4000-8000-000000000000']) {
      const missing = await call(t.app, 'PUT', url(id), {
        token: admin.token,
        body: { status: 'verified' },
      });
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('Merchant not found');
    }
  });
});

describe('GET /api/admin/logs', () => {
  it('answers the audit log newest first, paginated, with the actor', async () => {
    const logs = await get('/api/admin/logs?pageSize=2');
    expect(logs.status).toBe(200);
    const total = Number(logs.headers[TOTAL_COUNT_HEADER]);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(logs.body).toHaveLength(2);
    const times = logs.body.map((l: { createdAt: string }) => Date.parse(l.createdAt));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]);
    expect(logs.body[0]).toMatchObject({
      actorUsername: superAdmin.user.username,
      action: 'merchant.rejected',
      ipAddress: '127.0.0.1',
    });
    const last = await get(`/api/admin/logs?pageSize=2&page=${Math.ceil(total / 2)}`);
    expect(last.body.at(-1)).toMatchObject({ action: 'user.deactivate', entityId: bongi.user.id });
  });
});

describe('GET /api/admin/analytics', () => {
  it('computes the figures from rows, with the Johannesburg calendar month', async () => {
    const now = new Date();
    const sastNow = new Date(now.getTime() + 2 * 3_600_000);
    // 23:00 SAST on the last day of last month: last month in Johannesburg, however UTC reads it.
    const lastMonth = new Date(
      Date.UTC(sastNow.getUTCFullYear(), sastNow.getUTCMonth(), 1) - 3_600_000 - 2 * 3_600_000,
    );
    const z = zola.user.id;
    await t.deps.db.insert(orders).values([
      { merchantId: z, orderNumber: 'ORD-1', totalAmount: '100.10', paymentStatus: 'paid' },
      { merchantId: z, orderNumber: 'ORD-2', totalAmount: '50.00', paymentStatus: 'pending' },
      {
        merchantId: z,
        orderNumber: 'ORD-3',
        totalAmount: '20.00',
        paymentStatus: 'paid',
        createdAt: lastMonth,
      },
    ]);
    const sale = {
      items: [],
      subtotal: '10.00',
      taxAmount: '1.50',
      paymentMethod: 'cash',
    };
    await t.deps.db.insert(posSales).values([
      { ...sale, merchantId: z, saleNumber: 'SALE-1', totalAmount: '11.50' },
      { ...sale, merchantId: z, saleNumber: 'SALE-2', totalAmount: '9.99', status: 'refunded' },
    ]);

    const result = await get('/api/admin/analytics');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      totalMerchants: 2,
      activeMerchants: 1,
      pendingVerifications: 1,
      monthlyRevenue: '111.60',
      newMerchantsThisMonth: 2,
      totalTransactions: 3,
      totalRevenue: '131.60',
    });
    expect(result.body.accounts).toEqual({
      merchantAccounts: 2,
      adminAccounts: 2,
      activeUsers: 3,
      inactiveUsers: 1,
    });
    expect(result.body.health).toEqual([
      expect.objectContaining({ name: 'API', status: 'operational' }),
      expect.objectContaining({ name: 'Database', status: 'operational' }),
    ]);

    const list = await get('/api/users/role/merchant?status=active');
    expect(list.body[0].monthlyRevenue).toBe('111.60');
  });
});
