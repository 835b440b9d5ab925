import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '@server/db/schema/index';
import { call } from '@server/test/test-app';
import { latestCode, merchantInput, signInStaff, signUpMerchant } from '@server/test/auth-helpers';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

describe('register, verify, me', () => {
  it('registers, sends a code, verifies and opens a session', async () => {
    const input = merchantInput({ phone: '071 234 5678' });
    const registered = await call(t.app, 'POST', '/api/auth/merchant/register', { body: input });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ phone: '+27712345678', message: expect.any(String) });

    const outbox = await call(t.app, 'GET', '/api/dev/sms-outbox?phone=0712345678');
    expect(outbox.status).toBe(200);
    const code = outbox.body.messages[0].code as string;
    expect(code).toMatch(/^\d{6}$/);

    const verified = await call(t.app, 'POST', '/api/auth/verify-phone', {
      body: { phone: '+27712345678', code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({
      username: input.username,
      role: 'merchant',
      isActive: true,
    });
    expect(verified.body.user).not.toHaveProperty('passwordHash');
    expect(verified.body.user.lastLogin).not.toBeNull();

    const me = await call(t.app, 'GET', '/api/auth/me', { token: verified.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(verified.body.user.id);
  });

  it('answers 409 for a username that is taken, in any letter case', async () => {
    const { input } = await signUpMerchant(t);
    const again = await call(t.app, 'POST', '/api/auth/merchant/register', {
      body: merchantInput({ username: input.username.toUpperCase() }),
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/taken/),
    });
  });

  it('stores the password hashed with argon2id', async () => {
    const { input } = await signUpMerchant(t);
    const [row] = await t.deps.db.select().from(users).where(eq(users.username, input.username));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('merchant login', () => {
  it('checks the password, answers the user fields and sends a code', async () => {
    const { input, phone } = await signUpMerchant(t);
    t.advance(31_000);
    const login = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: input.username, password: input.password },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      username: input.username,
      name: input.name,
      businessName: input.businessName,
      role: 'merchant',
      phone,
      email: input.email,
    });
    const verified = await call(t.app, 'POST', '/api/auth/verify-phone', {
      body: { phone, code: await latestCode(t, phone) },
    });
    expect(verified.status).toBe(200);
  });

  it('gives one answer for a wrong password and an unknown username', async () => {
    const { input } = await signUpMerchant(t);
    const wrong = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: input.username, password: 'wrong-password' },
    });
    const unknown = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: 'nobody-here', password: 'wrong-password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe('Invalid username or password');
  });

  it('refuses a deactivated account with "Account is deactivated"', async () => {
    const { input } = await signUpMerchant(t);
    await t.deps.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.username, input.username));
    const login = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: input.username, password: input.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe('Account is deactivated');
  });

  it('makes a username wait after repeated failures (429)', async () => {
    const { input } = await signUpMerchant(t);
    for (let i = 0; i < t.deps.env.LOGIN_FAILURES_PER_USERNAME; i++) {
      await call(t.app, 'POST', '/api/auth/merchant/login', {
        body: { username: input.username, password: 'bad-password' },
      });
    }
    const locked = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: input.username, password: input.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
  });
});

describe('admin login', () => {
  it('signs in an admin and a super_admin', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      const { token, user } = await signInStaff(t, role);
      const me = await call(t.app, 'GET', '/api/auth/me', { token });
      expect(me.body.user).toMatchObject({ id: user.id, role });
    }
  });

  it('refuses a merchant with "Invalid admin credentials"', async () => {
    const { input } = await signUpMerchant(t);
    const login = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: input.username, password: input.password },
    });
    expect(login.status).toBe(401);
    expect(login.body.error.message).toBe('Invalid admin credentials');
  });

  it('refuses a wrong password with "Invalid admin credentials"', async () => {
    const { user } = await signInStaff(t, 'admin');
    const login = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: user.username, password: 'not-the-password' },
    });
    expect(login.status).toBe(401);
    expect(login.body.error.message).toBe('Invalid admin credentials');
  });
});

describe('sessions', () => {
  it('rejects calls without a token or with a forged one', async () => {
    expect((await call(t.app, 'GET', '/api/auth/me')).status).toBe(401);
    const forged = await call(t.app, 'GET', '/api/auth/me', { token: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the token', async () => {
    const { token } = await signUpMerchant(t);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('an account set inactive in the database loses its sessions at once', async () => {
    const { token, user } = await signUpMerchant(t);
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(200);
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const me = await call(t.app, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(401);
  });

  it('a session revoked or a role changed in the database takes effect on the next call', async () => {
    const first = await signUpMerchant(t);
    const second = await signUpMerchant(t);
    for (const { token } of [first, second]) {
      expect((await call(t.app, 'GET', '/api/products', { token })).status).toBe(200);
    }
    await t.deps.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, first.user.id));
    expect((await call(t.app, 'GET', '/api/products', { token: first.token })).status).toBe(401);

    await t.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.user.id));
    expect((await call(t.app, 'GET', '/api/products', { token: second.token })).status).toBe(403);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: second.token });
    expect(me.body.user.role).toBe('admin');
  });
});
