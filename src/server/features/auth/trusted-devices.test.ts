import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { trustedDevices } from '@server/db/schema/index';
import { sha256 } from '@server/lib/crypto';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { latestCode, signInStaff, signUpMerchant, sentTo } from '@server/test/auth-helpers';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Merchant = Awaited<ReturnType<typeof signUpMerchant>>;

/** Signs in with password and code, asking to trust this phone. */
async function trustPhone(merchant: Merchant) {
  t.advance(31_000);
  await login(merchant);
  const verified = await call(t.app, 'POST', '/api/auth/verify-phone', {
    body: { phone: merchant.phone, code: await latestCode(t, merchant.phone), trustDevice: true },
    headers: { 'user-agent': ANDROID },
  });
  expect(verified.status).toBe(200);
  return verified.body as { token: string; trustedDevice: { id: string; token: string } };
}

function login(merchant: Merchant, extra: Record<string, unknown> = {}) {
  return call(t.app, 'POST', '/api/auth/merchant/login', {
    body: { username: merchant.input.username, password: merchant.input.password, ...extra },
  });
}

const smsCount = async (merchant: Merchant) => (await sentTo(t, merchant.phone)).length;

/** A later sign-in: 31 s on, so a code would be a new SMS rather than the last one reused. */
async function laterLogin(merchant: Merchant, deviceToken: string, password?: string) {
  t.advance(31_000);
  const before = await smsCount(merchant);
  const answer = await login(merchant, { deviceToken, ...(password ? { password } : {}) });
  return { answer, smsSent: (await smsCount(merchant)) - before };
}

describe('trusting a phone', () => {
  it('gives a 30-day credential on request, stored only as a hash', async () => {
    const merchant = await signUpMerchant(t);
    const { trustedDevice } = await trustPhone(merchant);
    expect(trustedDevice.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.id, trustedDevice.id));
    expect(row!.tokenHash).toBe(sha256(trustedDevice.token));
    expect(JSON.stringify(row)).not.toContain(trustedDevice.token);
    const days = (row!.expiresAt.getTime() - t.deps.clock().getTime()) / DAY;
    expect(days).toBeCloseTo(30, 2);
  });

  it('gives none when the phone is shared (trust off)', async () => {
    const merchant = await signUpMerchant(t);
    t.advance(31_000);
    await login(merchant);
    const verified = await call(t.app, 'POST', '/api/auth/verify-phone', {
      body: {
        phone: merchant.phone,
        code: await latestCode(t, merchant.phone),
        trustDevice: false,
      },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).not.toHaveProperty('trustedDevice');
  });

  it('signs in with the password alone on the trusted phone: no code, no SMS', async () => {
    const merchant = await signUpMerchant(t);
    const { trustedDevice } = await trustPhone(merchant);
    const { answer, smsSent } = await laterLogin(merchant, trustedDevice.token);
    expect(answer.status).toBe(200);
    expect(smsSent).toBe(0);
    expect(answer.body.session.user.username).toBe(merchant.input.username);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: answer.body.session.token });
    expect(me.status).toBe(200);
  });

  it('makes a stolen credential useless without the password', async () => {
    const merchant = await signUpMerchant(t);
    const other = await signUpMerchant(t);
    const { trustedDevice } = await trustPhone(merchant);
    const wrong = await laterLogin(merchant, trustedDevice.token, 'not-the-password');
    expect(wrong.answer.status).toBe(401);
    expect(wrong.answer.body).not.toHaveProperty('session');
    // Bound to its account: another account's password with it still needs that phone's code.
    const elsewhere = await laterLogin(other, trustedDevice.token);
    expect(elsewhere.answer.status).toBe(200);
    expect(elsewhere.answer.body).not.toHaveProperty('session');
    expect(elsewhere.smsSent).toBe(1);
  });

  it('asks for a code again after 30 days', async () => {
    const merchant = await signUpMerchant(t);
    const { trustedDevice } = await trustPhone(merchant);
    t.advance(30 * DAY);
    const { answer, smsSent } = await laterLogin(merchant, trustedDevice.token);
    expect(answer.body).not.toHaveProperty('session');
    expect(smsSent).toBe(1);
  });
});

describe('the Devices list', () => {
  it("lists the account's own trusted phones and revokes one: that phone needs a code again", async () => {
    const merchant = await signUpMerchant(t);
    const other = await signUpMerchant(t);
    const { token, trustedDevice } = await trustPhone(merchant);
    const othersPhone = await trustPhone(other);

    const listed = await call(t.app, 'GET', '/api/auth/devices', { token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: trustedDevice.id, label: 'Chrome on Android' }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(trustedDevice.token);

    const foreign = await call(
      t.app,
      'DELETE',
      `/api/auth/devices/${othersPhone.trustedDevice.id}`,
      {
        token,
      },
    );
    expect(foreign.status).toBe(404);

    const revoked = await call(t.app, 'DELETE', `/api/auth/devices/${trustedDevice.id}`, { token });
    expect(revoked.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/devices', { token })).body).toEqual([]);
    const again = await call(t.app, 'DELETE', `/api/auth/devices/${trustedDevice.id}`, { token });
    expect(again.status).toBe(404);

    const { answer, smsSent } = await laterLogin(merchant, trustedDevice.token);
    expect(answer.body).not.toHaveProperty('session');
    expect(smsSent).toBe(1);
    const stillTrusted = await laterLogin(other, othersPhone.trustedDevice.token);
    expect(stillTrusted.answer.body.session).toBeDefined();
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/api/auth/devices')).status).toBe(401);
  });
});

describe('revocation', () => {
  it('logout everywhere ends every session and every trusted phone', async () => {
    const merchant = await signUpMerchant(t);
    const { token, trustedDevice } = await trustPhone(merchant);
    const out = await call(t.app, 'POST', '/api/auth/logout-everywhere', { token });
    expect(out.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: merchant.token })).status).toBe(401);
    const { answer, smsSent } = await laterLogin(merchant, trustedDevice.token);
    expect(answer.body).not.toHaveProperty('session');
    expect(smsSent).toBe(1);
  });

  it('a password change ends the other sessions and trusted phones, not this session', async () => {
    const merchant = await signUpMerchant(t);
    const { token, trustedDevice } = await trustPhone(merchant);
    const changed = await call(t.app, 'PUT', '/api/auth/password', {
      token,
      body: { currentPassword: merchant.input.password, newPassword: 'new-secret-9' },
    });
    expect(changed.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: merchant.token })).status).toBe(401);

    const oldPassword = await laterLogin(merchant, trustedDevice.token);
    expect(oldPassword.answer.status).toBe(401);
    const newPassword = await laterLogin(merchant, trustedDevice.token, 'new-secret-9');
    expect(newPassword.answer.body).not.toHaveProperty('session');
    expect(newPassword.smsSent).toBe(1);
  });

  it('refuses a wrong current password (422) and a new one equal to it (400)', async () => {
    const merchant = await signUpMerchant(t);
    const { trustedDevice } = await trustPhone(merchant);
    const wrong = await call(t.app, 'PUT', '/api/auth/password', {
      token: merchant.token,
      body: { currentPassword: 'guess-123', newPassword: 'new-secret-9' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({
      message: 'Your current password is not right',
      details: { reason: 'WRONG_PASSWORD' },
    });
    const same = await call(t.app, 'PUT', '/api/auth/password', {
      token: merchant.token,
      body: { currentPassword: merchant.input.password, newPassword: merchant.input.password },
    });
    expect(same.status).toBe(400);
    expect((await laterLogin(merchant, trustedDevice.token)).answer.body.session).toBeDefined();
  });

  it('deactivation ends the trusted phones: reactivated, the account verifies again', async () => {
    const merchant = await signUpMerchant(t);
    const { trustedDevice } = await trustPhone(merchant);
    const admin = await signInStaff(t, 'admin');
    const status = (isActive: boolean) =>
      call(t.app, 'PUT', `/api/admin/users/${merchant.user.id}/status`, {
        token: admin.token,
        body: { isActive },
      });
    expect((await status(false)).status).toBe(200);
    expect((await status(true)).status).toBe(200);
    const { answer, smsSent } = await laterLogin(merchant, trustedDevice.token);
    expect(answer.body).not.toHaveProperty('session');
    expect(smsSent).toBe(1);
  });
});

describe('the phone-code cap', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ PHONE_CODES_PER_HOUR: '3' });
  });
  afterAll(() => capped.close());

  it('still stops untrusted sign-ins, while the trusted phone signs in all day', async () => {
    const saved = t;
    t = capped;
    try {
      const merchant = await signUpMerchant(t);
      const { trustedDevice } = await trustPhone(merchant);
      for (let i = 0; i < 12; i += 1) {
        expect((await laterLogin(merchant, trustedDevice.token)).answer.body.session).toBeDefined();
      }
      // Register and the trusting sign-in sent 2 codes; the third is the hour's last.
      t.advance(31_000);
      expect((await login(merchant)).status).toBe(200);
      t.advance(31_000);
      const untrusted = await login(merchant);
      expect(untrusted.status).toBe(429);
      expect(untrusted.body.error.message).toBe(
        'Too many codes were requested for this phone. Try again in an hour.',
      );
    } finally {
      t = saved;
    }
  });
});
