import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { latestCode, merchantInput, signUpMerchant, sentTo } from '@server/test/auth-helpers';
import { CODE_RULES } from './phone-codes';
import { appFixture } from '@server/test/file-fixtures';

/** Resend, register and verify answer alike whether or not a phone has an account. */
const t = appFixture({ LOGIN_FAILURES_PER_USERNAME: '3' });

const resend = (phone: string) => call(t.app, 'POST', '/api/auth/resend-code', { body: { phone } });
const verify = (phone: string, code: string) =>
  call(t.app, 'POST', '/api/auth/verify-phone', { body: { phone, code } });
const register = (input: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/merchant/register',
    remoteAddress,
    payload: input,
  });
const answer = (r: { status: number; body: unknown }) => ({ status: r.status, body: r.body });

let unknownSerial = 0;
const unknownPhone = () => `+2779${String(5_000_000 + ++unknownSerial).padStart(7, '0')}`;

describe('resend-code', () => {
  it('two quick resends answer 200 then 429 for a registered and an unknown phone alike', async () => {
    const { phone } = await signUpMerchant(t);
    t.advance(CODE_RULES.resendCooldownMs + 1000);
    const unknown = unknownPhone();
    const known = [answer(await resend(phone)), answer(await resend(phone))];
    const stranger = [answer(await resend(unknown)), answer(await resend(unknown))];
    expect(known.map((a) => a.status)).toEqual([200, 429]);
    expect(stranger).toEqual(known);
    expect(await sentTo(t, unknown)).toEqual([]);
  });

  it('caps resends per hour for an unknown phone as for a registered one', async () => {
    const unknown = unknownPhone();
    const statuses = [];
    for (let i = 0; i <= CODE_RULES.resendsPerHour; i++) {
      statuses.push((await resend(unknown)).status);
      t.advance(CODE_RULES.resendCooldownMs + 1000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a wrong code after a resend is answered the same for both', async () => {
    const { phone } = await signUpMerchant(t);
    t.advance(CODE_RULES.resendCooldownMs + 1000);
    const unknown = unknownPhone();
    await resend(phone);
    await resend(unknown);
    const sent = (await sentTo(t, phone))[0]!.code!;
    const wrong = sent === '000000' ? '111111' : '000000';
    expect(answer(await verify(unknown, wrong))).toEqual(answer(await verify(phone, wrong)));
  });
});

describe('verify-phone', () => {
  /** Every wrong code, then the 429 after the tries run out, for a phone and a stranger's. */
  async function wrongCodes(phone: string, unknown: string) {
    const wrong = (await latestCode(t, phone)) === '000000' ? '111111' : '000000';
    const known = [];
    const stranger = [];
    for (let i = 0; i <= CODE_RULES.maxWrongTries; i++) {
      known.push(answer(await verify(phone, wrong)));
      stranger.push(answer(await verify(unknown, wrong)));
    }
    return { known, stranger };
  }

  it('answers a wrong code for a registered phone (its code used) as for an unknown one', async () => {
    const { phone } = await signUpMerchant(t);
    const { known, stranger } = await wrongCodes(phone, unknownPhone());
    expect(stranger).toEqual(known);
    expect(known[0]).toEqual({
      status: 401,
      body: {
        error: {
          code: 'UNAUTHENTICATED',
          message: 'Invalid verification code',
          details: { reason: 'CODE_INVALID', triesLeft: CODE_RULES.maxWrongTries - 1 },
        },
      },
    });
    expect(known.at(-1)!.status).toBe(429);
  });

  it('answers alike while the registered phone’s code is live, and once it has expired', async () => {
    const { phone, input } = await signUpMerchant(t);
    t.advance(CODE_RULES.resendCooldownMs + 1000);
    const login = await call(t.app, 'POST', '/api/auth/merchant/login', {
      body: { username: input.username, password: input.password },
    });
    expect(login.status).toBe(200);
    const live = await wrongCodes(phone, unknownPhone());
    expect(live.stranger).toEqual(live.known);

    t.advance(CODE_RULES.resendCooldownMs + 1000);
    await resend(phone);
    await t.smsSent();
    t.advance(CODE_RULES.validMs + 1000);
    const expired = await wrongCodes(phone, unknownPhone());
    expect(expired.stranger).toEqual(expired.known);
  });
});

describe('register', () => {
  it('answers 201 alike for a phone with and without an account, even right after a resend', async () => {
    const { phone } = await signUpMerchant(t);
    t.advance(CODE_RULES.resendCooldownMs + 1000);
    const unknown = unknownPhone();
    await resend(phone);
    await resend(unknown);
    const again = await register(merchantInput({ phone }));
    const fresh = await register(merchantInput({ phone: unknown }));
    expect(again.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(Object.keys(again.json())).toEqual(Object.keys(fresh.json()));
  });

  it('a taken username stays a 409, rate limited per address like failed sign-ins', async () => {
    const { input } = await signUpMerchant(t);
    const taken = () => register(merchantInput({ username: input.username }), '198.51.100.20');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await taken()).statusCode);
    expect(statuses).toEqual([409, 409, 409, 429]);
    const locked = await taken();
    expect(locked.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    const elsewhere = await register(merchantInput({ username: input.username }), '198.51.100.21');
    expect(elsewhere.statusCode).toBe(409);
  });
});
