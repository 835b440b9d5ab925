import { describe, expect, it } from 'vitest';
import { PIN_ATTEMPTS } from '@shared/shop-staff/permissions';
import { signUpMerchant } from '@server/test/auth-helpers';
import { appFixture } from '@server/test/file-fixtures';
import { addStaff, staffToken } from '@server/test/shop-staff';
import { call } from '@server/test/test-app';

const t = appFixture();

describe("the owner's till PIN", () => {
  it('is set on first use without the password; changing it needs the password', async () => {
    const owner = await signUpMerchant(t);
    const token = owner.token;
    const setPin = (body: object) =>
      call(t.app, 'PUT', '/api/shop-staff/owner-pin', { token, body });
    expect((await setPin({ pin: '8642' })).status).toBe(200);
    expect((await setPin({ pin: '9753' })).status).toBe(401);
    expect((await setPin({ pin: '9753', password: owner.input.password })).status).toBe(200);
    const back = (body: object) =>
      call(t.app, 'POST', '/api/shop-staff/owner-return', { token, body });
    expect((await back({ pin: '9753' })).body).toEqual({ ok: true });
    expect((await back({ pin: '8642' })).status).toBe(401);
    expect((await back({ password: owner.input.password })).body).toEqual({ ok: true });
  });

  it('takes the till back only with the owner’s token, and shares one lock for PIN and password', async () => {
    const owner = await signUpMerchant(t);
    const token = owner.token;
    await call(t.app, 'PUT', '/api/shop-staff/owner-pin', { token, body: { pin: '8642' } });
    const person = await addStaff(t, token, { pin: '2580' });
    const staff = await staffToken(t, token, person.id, '2580');
    const asStaff = await call(t.app, 'POST', '/api/shop-staff/owner-return', {
      token: staff,
      body: { pin: '8642' },
    });
    expect(asStaff.status).toBe(403);
    const back = (body: object) =>
      call(t.app, 'POST', '/api/shop-staff/owner-return', { token, body });
    for (let i = 1; i < PIN_ATTEMPTS; i += 1) {
      expect((await back(i % 2 ? { pin: '1357' } : { password: 'not-it-123' })).status).toBe(401);
    }
    const locked = await back({ pin: '1357' });
    expect(locked.status).toBe(429);
    expect(locked.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect((await back({ password: owner.input.password })).status).toBe(429);
  });
});
