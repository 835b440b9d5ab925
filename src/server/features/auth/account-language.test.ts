import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { signInStaff, signUpMerchant } from '@server/test/auth-helpers';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

const setLanguage = (token: string | undefined, body: unknown) =>
  call(t.app, 'PUT', '/api/auth/language', { token, body });

describe('the account language', () => {
  it('starts unset and follows the account into a new session', async () => {
    const merchant = await signUpMerchant(t);
    expect(merchant.user.language).toBeNull();

    const saved = await setLanguage(merchant.token, { language: 'zu' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ id: merchant.user.id, language: 'zu' });

    const me = await call(t.app, 'GET', '/api/auth/me', { token: merchant.token });
    expect(me.body.user.language).toBe('zu');
  });

  it('is any signed-in account’s, staff too', async () => {
    const admin = await signInStaff(t);
    const saved = await setLanguage(admin.token, { language: 'af' });
    expect(saved.status).toBe(200);
    expect(saved.body.user.language).toBe('af');
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['a region tag', { language: 'zu-ZA' }],
    ['no language', {}],
    ['a number', { language: 7 }],
  ])('refuses %s with 400 and the field named', async (_case, body) => {
    const merchant = await signUpMerchant(t);
    const answer = await setLanguage(merchant.token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION');
    expect(JSON.stringify(answer.body.error.details)).toContain('language');
  });

  it('asks for a session', async () => {
    const answer = await setLanguage(undefined, { language: 'zu' });
    expect(answer.status).toBe(401);
  });
});
