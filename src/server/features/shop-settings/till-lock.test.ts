import { describe, expect, it } from 'vitest';
import { DEFAULT_TILL_LOCK_SECONDS } from '@shared/shop-staff/permissions';
import { SHOP_SETTINGS_MESSAGES } from '@shared/shop-settings/shop-settings.schemas';
import { appFixture, merchantFixture } from '@server/test/file-fixtures';
import { call } from '@server/test/test-app';

const t = appFixture();
const shop = merchantFixture(t);

const settings = () => call(t.app, 'GET', '/api/shop-settings', { token: shop.token });
const change = (body: object) =>
  call(t.app, 'PUT', '/api/shop-settings', { token: shop.token, body });

describe('the till lock setting', () => {
  it('starts at the default, keeps a change, and survives a change of another setting', async () => {
    expect((await settings()).body.tillLockSeconds).toBe(DEFAULT_TILL_LOCK_SECONDS);
    expect((await change({ tillLockSeconds: 300 })).body.tillLockSeconds).toBe(300);
    const other = await change({ vatRegistered: false });
    expect(other.body).toMatchObject({ vatRegistered: false, tillLockSeconds: 300 });
    expect((await settings()).body.tillLockSeconds).toBe(300);
    expect(
      (await call(t.app, 'GET', '/api/shop-staff/till-keys', { token: shop.token })).body
        .tillLockSeconds,
    ).toBe(300);
  });

  it('refuses less than 30 seconds or more than an hour with 400', async () => {
    for (const tillLockSeconds of [29, 3601, 60.5]) {
      const refused = await change({ tillLockSeconds });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(SHOP_SETTINGS_MESSAGES.tillLock);
    }
  });
});
