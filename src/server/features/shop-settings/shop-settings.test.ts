import { describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { signInStaff, signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { rowCounts } from '@server/test/row-counts';
import { SHOP_SETTINGS_MESSAGES } from '@shared/shop-settings/shop-settings.schemas';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

const settings = (token: string) => call(t.app, 'GET', '/api/shop-settings', { token });
const setVat = (token: string, body: unknown) =>
  call(t.app, 'PUT', '/api/shop-settings', { token, body });

/** A R26.99 Coke, as the till sends it with the tax it showed. */
async function cokeSale(merchantId: string, tax: string, total: string) {
  const coke = await insertProduct(t.deps.db, merchantId, { name: 'Coke 2L', price: '26.99' });
  return {
    customerId: null,
    items: [{ productId: coke.id, quantity: 1, unitPrice: '26.99', subtotal: '26.99' }],
    subtotal: '26.99',
    tax,
    total,
    paymentMethod: 'cash',
    status: 'completed',
  };
}

describe('shop settings', () => {
  it('starts VAT registered, as the spec says', async () => {
    const shop = await signUpMerchant(t);
    expect((await settings(shop.token)).body).toMatchObject({ vatRegistered: true });
  });

  it('turns VAT off for one shop only', async () => {
    const [off, other] = [await signUpMerchant(t), await signUpMerchant(t)];
    const saved = await setVat(off.token, { vatRegistered: false });
    expect(saved).toMatchObject({ status: 200, body: { vatRegistered: false } });
    expect((await settings(off.token)).body).toMatchObject({ vatRegistered: false });
    expect((await settings(other.token)).body).toMatchObject({ vatRegistered: true });
  });

  it.each([
    [{}, SHOP_SETTINGS_MESSAGES.nothingToChange],
    [{ vatRegistered: 'no' }, SHOP_SETTINGS_MESSAGES.vatRegistered],
    [{ vatRegistered: null }, SHOP_SETTINGS_MESSAGES.vatRegistered],
    [{ targetMarginPercent: 91 }, SHOP_SETTINGS_MESSAGES.targetMargin],
    [{ targetMarginPercent: 12.5 }, SHOP_SETTINGS_MESSAGES.targetMargin],
  ])('refuses %j with 400', async (body, message) => {
    const shop = await signUpMerchant(t);
    const refused = await setVat(shop.token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION');
    expect(JSON.stringify(refused.body.error)).toContain(message);
    expect((await settings(shop.token)).body).toMatchObject({ vatRegistered: true });
  });

  it('aims for a 25% margin until the owner chooses another, kept with the other settings', async () => {
    const shop = await signUpMerchant(t);
    expect((await settings(shop.token)).body).toMatchObject({ targetMarginPercent: 25 });
    const saved = await setVat(shop.token, { targetMarginPercent: 30 });
    expect(saved).toMatchObject({ status: 200, body: { targetMarginPercent: 30 } });
    await setVat(shop.token, { vatRegistered: false });
    expect((await settings(shop.token)).body).toMatchObject({
      targetMarginPercent: 30,
      vatRegistered: false,
    });
  });

  it('is for merchants: no session 401, an admin 403', async () => {
    expect((await call(t.app, 'GET', '/api/shop-settings')).status).toBe(401);
    const admin = await signInStaff(t, 'admin');
    expect((await setVat(admin.token, { vatRegistered: false })).status).toBe(403);
  });
});

describe('a shop that is not VAT registered', () => {
  it('sells at the shelf price with no VAT, and the dashboard counts no VAT', async () => {
    const shop = await signUpMerchant(t);
    await setVat(shop.token, { vatRegistered: false });
    const body = await cokeSale(shop.user.id as string, '0.00', '26.99');
    const sold = await call(t.app, 'POST', '/api/pos-sales', { token: shop.token, body });
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({ subtotal: '26.99', tax: '0.00', total: '26.99' });
    expect(sold.body.vatPercent).toBe(0);

    const listed = await call(t.app, 'GET', '/api/pos-sales', { token: shop.token });
    expect(listed.body.items[0]).toMatchObject({ vatPercent: 0, tax: '0.00', total: '26.99' });
    const dashboard = await call(t.app, 'GET', '/api/analytics/dashboard', { token: shop.token });
    expect(dashboard.body.revenueToday).toBe('26.99');
  });

  it('refuses a till that still adds 15% (409 with the right totals), selling nothing', async () => {
    const shop = await signUpMerchant(t);
    await setVat(shop.token, { vatRegistered: false });
    const body = await cokeSale(shop.user.id as string, '4.05', '31.04');
    const before = await rowCounts(t.deps.db);
    const refused = await call(t.app, 'POST', '/api/pos-sales', { token: shop.token, body });
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toMatchObject({
      reason: 'PRICE_CHANGED',
      subtotal: '26.99',
      tax: '0.00',
      total: '26.99',
    });
    expect(await rowCounts(t.deps.db)).toEqual(before);
  });

  it('charges exactly today’s 15% again once registered', async () => {
    const shop = await signUpMerchant(t);
    await setVat(shop.token, { vatRegistered: false });
    await setVat(shop.token, { vatRegistered: true, vatNumber: '4123456789' });
    const body = await cokeSale(shop.user.id as string, '4.05', '31.04');
    const sold = await call(t.app, 'POST', '/api/pos-sales', { token: shop.token, body });
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({ tax: '4.05', total: '31.04', vatPercent: 15 });
  });
});
