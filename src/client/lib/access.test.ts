import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

const user = (role: string) => JSON.stringify({ id: 'u1', username: 'x', name: 'X', role });

describe('decideAccess', () => {
  it('sends a visitor without token or user to the login of the area', () => {
    expect(decideAccess('merchant', null, user('merchant'))).toMatchObject({
      allow: false,
      redirect: '/merchant/login',
    });
    expect(decideAccess('merchant', 'token', null)).toMatchObject({
      allow: false,
      redirect: '/merchant/login',
    });
    expect(decideAccess('admin', null, null)).toMatchObject({
      allow: false,
      redirect: '/admin/login',
    });
  });

  it('clears the session when the stored user cannot be parsed', () => {
    expect(decideAccess('merchant', 'token', '{not json')).toEqual({
      allow: false,
      redirect: '/merchant/login',
      clearSession: true,
    });
    expect(decideAccess('admin', 'token', '"just a string"')).toMatchObject({ clearSession: true });
  });

  it('sends a non-admin on an admin route to the merchant login', () => {
    expect(decideAccess('admin', 'token', user('merchant'))).toMatchObject({
      allow: false,
      redirect: '/merchant/login',
    });
  });

  it('sends a non-merchant on a merchant route to the admin login', () => {
    expect(decideAccess('merchant', 'token', user('admin'))).toMatchObject({
      allow: false,
      redirect: '/admin/login',
    });
  });

  it('lets super_admin pass every guard', () => {
    expect(decideAccess('merchant', 'token', user('super_admin'))).toMatchObject({ allow: true });
    expect(decideAccess('admin', 'token', user('super_admin'))).toMatchObject({ allow: true });
  });

  it('admits the matching role', () => {
    expect(decideAccess('merchant', 'token', user('merchant'))).toMatchObject({ allow: true });
    expect(decideAccess('admin', 'token', user('admin'))).toMatchObject({ allow: true });
  });
});
