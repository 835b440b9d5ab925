import { describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import { latestCode, merchantInput, signUpMerchant, sentTo } from '@server/test/auth-helpers';
import { CODE_RULES } from './phone-codes';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

async function register() {
  const input = merchantInput();
  const response = await call(t.app, 'POST', '/api/auth/merchant/register', { body: input });
  expect(response.status).toBe(201);
  return { input, phone: response.body.phone as string };
}

const verify = (phone: string, code: string) =>
  call(t.app, 'POST', '/api/auth/verify-phone', { body: { phone, code } });
const resend = (phone: string) => call(t.app, 'POST', '/api/auth/resend-code', { body: { phone } });
const login = (input: { username: string; password: string }) =>
  call(t.app, 'POST', '/api/auth/merchant/login', {
    body: { username: input.username, password: input.password },
  });
/** A different code of the same length, so the answer is "wrong", never "malformed". */
const wrong = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

describe('a code', () => {
  it('is 6 secure digits, sent by SMS and accepted in any phone format', async () => {
    const { phone } = await register();
    const code = await latestCode(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect((await sentTo(t, phone))[0]!.text).toContain(code);
    const local = `0${phone.slice(3)}`;
    expect((await verify(local, code)).status).toBe(200);
  });

  it('is locked after 5 wrong tries: the 6th try answers 429 even with the right code', async () => {
    const { phone } = await register();
    const code = await latestCode(t, phone);
    for (let i = 1; i <= CODE_RULES.maxWrongTries; i++) {
      const response = await verify(phone, wrong(code));
      expect(response.status).toBe(401);
      expect(response.body.error).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Invalid verification code',
        details: { reason: 'CODE_INVALID', triesLeft: CODE_RULES.maxWrongTries - i },
      });
    }
    const sixth = await verify(phone, code);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many wrong codes. Ask for a new code.',
    });
    t.advance(CODE_RULES.resendCooldownMs + 1000);
    expect((await resend(phone)).status).toBe(200);
    expect((await verify(phone, await latestCode(t, phone))).status).toBe(200);
  });

  it('still works just before 5 minutes', async () => {
    const { phone } = await register();
    const code = await latestCode(t, phone);
    t.advance(CODE_RULES.validMs - 2000);
    expect((await verify(phone, code)).status).toBe(200);
  });

  it('expires after 5 minutes', async () => {
    const { phone } = await register();
    const code = await latestCode(t, phone);
    t.advance(CODE_RULES.validMs + 1000);
    const response = await verify(phone, code);
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({
      message: 'This code has expired. Ask for a new code.',
      details: { reason: 'CODE_EXPIRED' },
    });
  });

  it('is single use: a used code cannot be reused', async () => {
    const { phone } = await signUpMerchant(t);
    const response = await verify(phone, await latestCode(t, phone));
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({
      message: 'This code has already been used. Ask for a new code.',
      details: { reason: 'CODE_USED' },
    });
  });

  it('only the newest code counts after a resend', async () => {
    const { phone } = await register();
    const first = await latestCode(t, phone);
    t.advance(CODE_RULES.resendCooldownMs + 1000);
    await resend(phone);
    const second = await latestCode(t, phone);
    expect(second).not.toBe(first);
    if (first !== second) expect((await verify(phone, first)).status).toBe(401);
    expect((await verify(phone, second)).status).toBe(200);
  });

  it('for a phone that never got one is "Invalid verification code"', async () => {
    const response = await verify('0799999999', '123456');
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Invalid verification code');
  });
});

describe('resend', () => {
  it('waits 30 seconds between codes', async () => {
    const { phone } = await register();
    const early = await resend(phone);
    expect(early.status).toBe(429);
    expect(early.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait 30 seconds before asking for another code',
    });
    expect(early.headers['retry-after']).toBeDefined();
    t.advance(CODE_RULES.resendCooldownMs - 10_000);
    expect((await resend(phone)).body.error.message).toBe(
      'Please wait 10 seconds before asking for another code',
    );
    t.advance(10_000);
    expect((await resend(phone)).status).toBe(200);
  });

  it('allows 5 resends an hour: the 6th answers 429, and an hour later it works again', async () => {
    const { phone } = await register();
    for (let i = 0; i < CODE_RULES.resendsPerHour; i++) {
      t.advance(CODE_RULES.resendCooldownMs + 1000);
      expect((await resend(phone)).status).toBe(200);
    }
    t.advance(CODE_RULES.resendCooldownMs + 1000);
    const sixth = await resend(phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many codes were requested for this phone. Try again in an hour.',
    });
    t.advance(3_600_000);
    expect((await resend(phone)).status).toBe(200);
  });

  it('answers the same for an unknown phone and sends nothing', async () => {
    const response = await resend('0798887766');
    expect(response.status).toBe(200);
    expect(await sentTo(t, '+27798887766')).toEqual([]);
  });
});

describe('merchant login codes', () => {
  it('a second login moments later keeps the first, still unused code', async () => {
    const { input, phone } = await signUpMerchant(t);
    t.advance(CODE_RULES.resendCooldownMs + 1000);
    expect((await login(input)).status).toBe(200);
    const sent = (await sentTo(t, phone)).length;
    expect((await login(input)).status).toBe(200);
    expect((await sentTo(t, phone)).length).toBe(sent);
    expect((await verify(phone, await latestCode(t, phone))).status).toBe(200);
  });

  it('a login right after a verified one sends a fresh code', async () => {
    const { input, phone } = await signUpMerchant(t);
    expect((await login(input)).status).toBe(200);
    expect((await sentTo(t, phone)).length).toBe(2);
    expect((await verify(phone, await latestCode(t, phone))).status).toBe(200);
  });
});

describe('codes per phone per hour', () => {
  it('caps every code sent to one phone (PHONE_CODES_PER_HOUR)', async () => {
    const capped = await createTestApp({ PHONE_CODES_PER_HOUR: '2' });
    try {
      const input = merchantInput();
      await call(capped.app, 'POST', '/api/auth/merchant/register', { body: input });
      const phone = (await sentTo(capped))[0]!.phone;
      capped.advance(CODE_RULES.resendCooldownMs + 1000);
      const body = { phone };
      expect((await call(capped.app, 'POST', '/api/auth/resend-code', { body })).status).toBe(200);
      capped.advance(CODE_RULES.resendCooldownMs + 1000);
      const third = await call(capped.app, 'POST', '/api/auth/resend-code', { body });
      expect(third.status).toBe(429);
      expect(third.body.error.message).toBe(
        'Too many codes were requested for this phone. Try again in an hour.',
      );
    } finally {
      await capped.close();
    }
  });
});
