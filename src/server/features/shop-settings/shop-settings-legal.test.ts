import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { appFixture } from '@server/test/file-fixtures';
import { SHOP_SETTINGS_MESSAGES } from '@shared/shop-settings/shop-settings.schemas';
import { VAT_NUMBER_MESSAGE } from '@shared/shop-settings/vat-number';

/** What receipts print, set in the shop settings: VAT number, registered name and address. */
const t = appFixture();

const put = (token: string, body: unknown) =>
  call(t.app, 'PUT', '/api/shop-settings', { token, body });
const get = (token: string) => call(t.app, 'GET', '/api/shop-settings', { token });

describe('PUT /api/shop-settings: the receipt details', () => {
  it('keeps the VAT number as its digits, the registered name and the address, for this shop only', async () => {
    const [owner, other] = [await signUpMerchant(t), await signUpMerchant(t)];
    const saved = await put(owner.token, {
      vatNumber: '4123 456 789',
      legalName: '  Thandi Trading (Pty) Ltd ',
      address: '12 Vilakazi St, Soweto',
    });
    const details = {
      vatNumber: '4123456789',
      legalName: 'Thandi Trading (Pty) Ltd',
      address: '12 Vilakazi St, Soweto',
    };
    expect(saved).toMatchObject({ status: 200, body: details });
    expect((await get(owner.token)).body).toMatchObject({ ...details, vatRegistered: true });
    expect((await get(other.token)).body).toMatchObject({ vatNumber: null, legalName: null });
  });

  it.each(['5123456789', '412345678', '41234567890', '4l23456789'])(
    'refuses the VAT number %s with 400 and says what one is',
    async (vatNumber) => {
      const owner = await signUpMerchant(t);
      const refused = await put(owner.token, { vatNumber });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION');
      expect(JSON.stringify(refused.body.error)).toContain(VAT_NUMBER_MESSAGE);
      expect((await get(owner.token)).body.vatNumber).toBeNull();
    },
  );

  it('refuses switching VAT on with no VAT number stored or sent (400), and takes it with one', async () => {
    const owner = await signUpMerchant(t);
    expect((await put(owner.token, { vatRegistered: false })).status).toBe(200);
    const refused = await put(owner.token, { vatRegistered: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(SHOP_SETTINGS_MESSAGES.vatNumberNeeded);
    expect((await get(owner.token)).body.vatRegistered).toBe(false);
    const saved = await put(owner.token, { vatRegistered: true, vatNumber: '4123456789' });
    expect(saved).toMatchObject({ status: 200, body: { vatRegistered: true } });
  });

  it('takes VAT on with the number stored before, and refuses clearing it while registered', async () => {
    const owner = await signUpMerchant(t);
    await put(owner.token, { vatRegistered: false });
    await put(owner.token, { vatNumber: '4123456789' });
    expect((await put(owner.token, { vatRegistered: true })).status).toBe(200);
    const cleared = await put(owner.token, { vatNumber: '' });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.message).toBe(SHOP_SETTINGS_MESSAGES.vatNumberNeeded);
    const off = await put(owner.token, { vatRegistered: false, vatNumber: null });
    expect(off).toMatchObject({ status: 200, body: { vatRegistered: false, vatNumber: null } });
  });

  it('refuses a registered name above 120 characters', async () => {
    const owner = await signUpMerchant(t);
    const refused = await put(owner.token, { legalName: 'x'.repeat(121) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain('At most 120 characters');
  });
});
