import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RULE_MESSAGES } from '@shared/admin/account-rules';
import { adminLogs, users } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { appFixture, staffFixture } from '@server/test/file-fixtures';

const t = appFixture();
const admin = staffFixture(t, 'admin');
const superAdmin = staffFixture(t, 'super_admin');
let serial = 0;

const employeeInput = (overrides: Record<string, unknown> = {}) => ({
  username: `sipho${++serial}`,
  password: 'secret123',
  name: 'Sipho Dlamini',
  email: 'sipho@kasitrade.co.za',
  phone: '082 123 4567',
  ...overrides,
});
const create = (body: unknown, token = admin.token) =>
  call(t.app, 'POST', '/api/employees', { body, token });
const logsFor = (entityId: string) =>
  t.deps.db.select().from(adminLogs).where(eq(adminLogs.entityId, entityId));

describe('POST /api/employees', () => {
  it('creates an admin employee managed by its creator, with one audit row', async () => {
    const input = employeeInput({ username: 'Lerato_M' });
    const created = await create(input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      username: 'lerato_m',
      name: 'Sipho Dlamini',
      email: 'sipho@kasitrade.co.za',
      phone: '+27821234567',
      role: 'admin',
      isActive: true,
      managerId: admin.user.id,
    });
    expect(created.body).not.toHaveProperty('password');
    const logs = await logsFor(created.body.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      userId: admin.user.id,
      action: 'employee.create',
      ipAddress: '127.0.0.1',
    });
    // The employee signs in to the admin portal.
    const login = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: 'lerato_m', password: 'secret123' },
    });
    expect(login.status).toBe(200);
  });

  it('shows the spec validation messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
      [{ name: '' }, 'Full name is required'],
      [{ name: '   ' }, 'Full name is required'],
      [{ email: 'not-an-email' }, 'Valid email required'],
      [{ phone: '082123' }, 'Valid phone number is required'],
      [{ phone: 'abcdefghijk' }, 'Valid phone number is required'],
      [{ role: 'merchant' }, 'Role must be admin or super_admin'],
    ];
    for (const [overrides, message] of cases) {
      const result = await create(employeeInput(overrides));
      expect(result.status, message).toBe(400);
      expect(result.body.error.code).toBe('VALIDATION');
      expect(result.body.error.message, JSON.stringify(overrides)).toBe(message);
    }
    const missing = await create({});
    expect(missing.status).toBe(400);
    const fields = missing.body.error.details.issues.map((i: { message: string }) => i.message);
    expect(fields).toEqual(
      expect.arrayContaining([
        'Username must be at least 3 characters',
        'Password must be at least 6 characters',
        'Full name is required',
        'Valid phone number is required',
      ]),
    );
  });

  it('accepts an empty email as none', async () => {
    const created = await create(employeeInput({ email: '' }));
    expect(created.status).toBe(201);
    expect(created.body.email).toBeNull();
  });

  it('answers 409 for a duplicate username in any letter case, with no audit row', async () => {
    const first = await create(employeeInput({ username: 'thabo' }));
    expect(first.status).toBe(201);
    const before = (await t.deps.db.select().from(adminLogs)).length;
    const again = await create(employeeInput({ username: 'THABO' }));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('That username is already taken. Choose another one.');
    expect((await t.deps.db.select().from(adminLogs)).length).toBe(before);
  });

  it('only a super admin creates a super_admin employee', async () => {
    const refused = await create(employeeInput({ role: 'super_admin' }));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(RULE_MESSAGES.grantSuper);
    const allowed = await create(employeeInput({ role: 'super_admin' }), superAdmin.token);
    expect(allowed.status).toBe(201);
    expect(allowed.body.role).toBe('super_admin');
  });
});

describe('GET /api/employees', () => {
  it('lists employees newest first, not the staff nobody created, not merchants', async () => {
    const created = await create(employeeInput({ name: 'Newest Employee' }));
    const list = await call(t.app, 'GET', '/api/employees', { token: superAdmin.token });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: created.body.id, name: 'Newest Employee' });
    const ids = list.body.map((e: { id: string }) => e.id);
    expect(ids).not.toContain(admin.user.id);
    expect(list.body.every((e: { managerId: string | null }) => e.managerId)).toBe(true);
    expect(Number(list.headers['x-total-count'])).toBe(list.body.length);
  });
});

describe('PUT /api/employees/{id}', () => {
  it('edits name, email, phone, role and active state, keeping what is not sent', async () => {
    const created = await create(employeeInput());
    const id = created.body.id as string;
    const edited = await call(t.app, 'PUT', `/api/employees/${id}`, {
      token: admin.token,
      body: { name: 'Sipho M. Dlamini', phone: '0831112222' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Sipho M. Dlamini',
      phone: '+27831112222',
      email: 'sipho@kasitrade.co.za',
    });
    const cleared = await call(t.app, 'PUT', `/api/employees/${id}`, {
      token: admin.token,
      body: { email: '', isActive: false },
    });
    expect(cleared.body).toMatchObject({ email: null, isActive: false });
    expect(await logsFor(id)).toHaveLength(3);
    const promote = await call(t.app, 'PUT', `/api/employees/${id}`, {
      token: admin.token,
      body: { role: 'super_admin' },
    });
    expect(promote.status).toBe(403);
    const empty = await call(t.app, 'PUT', `/api/employees/${id}`, {
      token: admin.token,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.issues[0].message).toBe('Send at least one field to change');
  });
});

describe('DELETE /api/employees/{id}', () => {
  it('deactivates and hides the employee, ends its sessions, keeps the row', async () => {
    const created = await create(employeeInput({ username: 'naledi' }));
    const id = created.body.id as string;
    const login = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: 'naledi', password: 'secret123' },
    });
    const token = login.body.token as string;

    const removed = await call(t.app, 'DELETE', `/api/employees/${id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Employee deleted successfully');

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ isActive: false });
    expect(row!.deletedAt).not.toBeNull();
    const list = await call(t.app, 'GET', '/api/employees?pageSize=200', { token: admin.token });
    expect(list.body.map((e: { id: string }) => e.id)).not.toContain(id);
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(401);
    const again = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: 'naledi', password: 'secret123' },
    });
    expect(again.status).toBe(401);
    expect((await logsFor(id)).map((l) => l.action)).toEqual([
      'employee.create',
      'employee.delete',
    ]);

    const twice = await call(t.app, 'DELETE', `/api/employees/${id}`, { token: admin.token });
    expect(twice.status).toBe(404);
    expect(twice.body.error.message).toBe('Employee not found');
  });

  it('refuses deleting oneself, and an admin deleting a super admin', async () => {
    const employeeAdmin = await create(employeeInput({ username: 'palesa' }), superAdmin.token);
    const login = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: 'palesa', password: 'secret123' },
    });
    const self = await call(t.app, 'DELETE', `/api/employees/${employeeAdmin.body.id}`, {
      token: login.body.token,
    });
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe('You cannot delete your own account');

    const superEmployee = await create(employeeInput({ role: 'super_admin' }), superAdmin.token);
    const refused = await call(t.app, 'DELETE', `/api/employees/${superEmployee.body.id}`, {
      token: admin.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(RULE_MESSAGES.changeSuper);
  });

  it('answers 404 for a merchant or staff that is not an employee', async () => {
    const result = await call(t.app, 'DELETE', `/api/employees/${superAdmin.user.id}`, {
      token: admin.token,
    });
    expect(result.status).toBe(404);
  });
});
