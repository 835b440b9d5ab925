import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { rowCounts } from '@server/test/row-counts';
import { merchantInput } from '@server/test/auth-helpers';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

/** One rule of docs/product.md "Validation": the body breaks it, the answer is 400 with its message. */
async function expectRefused(path: string, body: Record<string, unknown>, message: string) {
  const before = await rowCounts(t.deps.db);
  const response = await call(t.app, 'POST', path, { body });
  expect(response.status).toBe(400);
  expect(response.body.error).toMatchObject({ code: 'VALIDATION', message });
  expect(response.body.error.details.issues).toContainEqual(expect.objectContaining({ message }));
  expect(await rowCounts(t.deps.db)).toEqual(before);
}

const logins = [
  ['Admin login', '/api/auth/admin/login'],
  ['Merchant login', '/api/auth/merchant/login'],
] as const;

describe.each(logins)('%s', (_form, path) => {
  it('username required: "Username is required" (missing)', () =>
    expectRefused(path, { password: 'secret123' }, 'Username is required'));
  it('username required: "Username is required" (empty)', () =>
    expectRefused(path, { username: '', password: 'secret123' }, 'Username is required'));
  it('username required: "Username is required" (spaces only)', () =>
    expectRefused(path, { username: '   ', password: 'secret123' }, 'Username is required'));
  it('password min 6: "Password must be at least 6 characters"', () =>
    expectRefused(
      path,
      { username: 'thandi', password: '12345' },
      'Password must be at least 6 characters',
    ));
  it('password missing: "Password must be at least 6 characters"', () =>
    expectRefused(path, { username: 'thandi' }, 'Password must be at least 6 characters'));
});

describe('Merchant register', () => {
  const path = '/api/auth/merchant/register';
  const without = (field: string) => {
    const input: Record<string, unknown> = merchantInput();
    delete input[field];
    return input;
  };

  it('name required: "Full name is required"', async () => {
    await expectRefused(path, merchantInput({ name: '' }), 'Full name is required');
    await expectRefused(path, without('name'), 'Full name is required');
  });
  it('businessName required: "Business name is required"', async () => {
    await expectRefused(path, merchantInput({ businessName: ' ' }), 'Business name is required');
    await expectRefused(path, without('businessName'), 'Business name is required');
  });
  it('username min 3: "Username must be at least 3 characters"', async () => {
    await expectRefused(
      path,
      merchantInput({ username: 'ab' }),
      'Username must be at least 3 characters',
    );
    await expectRefused(path, without('username'), 'Username must be at least 3 characters');
  });
  it('password min 6: "Password must be at least 6 characters"', () =>
    expectRefused(
      path,
      merchantInput({ password: 'abc12' }),
      'Password must be at least 6 characters',
    ));
  it('phone min 10: "Valid phone number is required"', async () => {
    await expectRefused(
      path,
      merchantInput({ phone: '071234567' }),
      'Valid phone number is required',
    );
    await expectRefused(path, without('phone'), 'Valid phone number is required');
  });
  it('phone that is not a South African number: "Valid phone number is required"', () =>
    expectRefused(path, merchantInput({ phone: '0012345678' }), 'Valid phone number is required'));
  it('email valid: "Valid email is required"', () =>
    expectRefused(path, merchantInput({ email: 'thandi.at.example' }), 'Valid email is required'));
  it('email is optional: empty or missing registers', async () => {
    for (const input of [merchantInput({ email: '' }), without('email')]) {
      const response = await call(t.app, 'POST', path, { body: input });
      expect(response.status).toBe(201);
    }
  });
});

describe('Verification code', () => {
  const path = '/api/auth/verify-phone';
  it('min 4: "Enter the 4-digit code"', async () => {
    await expectRefused(path, { phone: '0712345678', code: '123' }, 'Enter the 4-digit code');
    await expectRefused(path, { phone: '0712345678' }, 'Enter the 4-digit code');
  });
  it('max 6: "Code should be 4-6 digits"', () =>
    expectRefused(path, { phone: '0712345678', code: '1234567' }, 'Code should be 4-6 digits'));
  it('digits only: "Code should be 4-6 digits"', () =>
    expectRefused(path, { phone: '0712345678', code: '12a4' }, 'Code should be 4-6 digits'));
  it('phone: "Valid phone number is required"', () =>
    expectRefused(path, { phone: '12345', code: '123456' }, 'Valid phone number is required'));
});

describe('Resend code', () => {
  it('phone: "Valid phone number is required"', () =>
    expectRefused(
      '/api/auth/resend-code',
      { phone: 'not a phone' },
      'Valid phone number is required',
    ));
});
