import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POS_MESSAGES } from '@shared/pos/pos.schemas';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { tillCart } from '@server/test/trading';
import { completionFor, setupCalls, templateOf } from './store-setup-test-helpers';
import { DEFAULT_TILL_LOCK_SECONDS } from '@shared/shop-staff/permissions';
import { DEFAULT_TARGET_MARGIN_PERCENT } from '@shared/shop-settings/shop-settings.schemas';

/** Issue 27, point 3: a new shop's till sells at once, and only by the methods the owner ticked. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settingsOf = async (token: string) =>
  (await call(t.app, 'GET', '/api/shop-settings', { token })).body;
const sell = (token: string, body: unknown) =>
  call(t.app, 'POST', '/api/pos-sales', { token, body });

type Listed = { id: string; name: string; price: string; stock: number };

/** A grocery shop through the wizard: opening stock for each product, the given methods. */
async function setUpShop(methods: string[]) {
  const shop = await signUpMerchant(t);
  const setup = setupCalls(t, shop.token);
  const products = templateOf('grocery').products.map((p, i) => ({ ...p, stock: 10 + i }));
  const done = await setup.complete(
    completionFor('grocery', { products, payment: { methods, payout: 'wallet' } }),
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const listed = (await setup.products()).body.items as Listed[];
  return { shop, listed, products };
}

describe("the till's payment methods and a new shop's opening stock", () => {
  it('offers every method the till takes to a shop that never chose', async () => {
    const shop = await signUpMerchant(t);
    expect(await settingsOf(shop.token)).toEqual({
      vatRegistered: true,
      paymentMethods: ['cash', 'card', 'wallet', 'credit'],
      tillLockSeconds: DEFAULT_TILL_LOCK_SECONDS,
      vatNumber: null,
      legalName: null,
      address: null,
      targetMarginPercent: DEFAULT_TARGET_MARGIN_PERCENT,
    });
  });

  it('completion sets the opening stock per product and the methods ticked; the till sells at once', async () => {
    const { shop, listed, products } = await setUpShop(['card', 'cash']);
    for (const [i, p] of products.entries()) {
      expect(listed.find((l) => l.name === p.name)?.stock).toBe(10 + i);
    }
    expect((await settingsOf(shop.token)).paymentMethods).toEqual(['cash', 'card']);

    const first = listed.find((l) => l.stock > 0)!;
    const cash = await sell(shop.token, tillCart([[first, 2]]));
    expect(cash.status, JSON.stringify(cash.body)).toBe(201);

    const wallet = await sell(shop.token, tillCart([[first, 1]], { paymentMethod: 'wallet' }));
    expect(wallet.status).toBe(422);
    expect(wallet.body.error).toMatchObject({
      code: 'RULE_VIOLATION',
      message: POS_MESSAGES.methodNotTaken,
      details: { reason: 'PAYMENT_METHOD_NOT_TAKEN', paymentMethods: ['cash', 'card'] },
    });
  });

  it('follows the settings: a method turned off is refused online, kept for a sale rung up offline', async () => {
    const { shop, listed } = await setUpShop(['cash', 'card']);
    const saved = await call(t.app, 'PUT', '/api/shop-settings', {
      token: shop.token,
      body: { paymentMethods: ['credit', 'cash'] },
    });
    expect(saved.body).toEqual({
      vatRegistered: true,
      paymentMethods: ['cash', 'credit'],
      tillLockSeconds: DEFAULT_TILL_LOCK_SECONDS,
      vatNumber: null,
      legalName: null,
      address: null,
      targetMarginPercent: DEFAULT_TARGET_MARGIN_PERCENT,
    });
    expect((await settingsOf(shop.token)).paymentMethods).toEqual(['cash', 'credit']);

    const bread = listed.find((l) => l.stock > 1)!;
    const card = await sell(shop.token, tillCart([[bread, 1]], { paymentMethod: 'card' }));
    expect(card.status).toBe(422);
    const offline = tillCart([[bread, 1]], {
      paymentMethod: 'card',
      offline: {
        receiptNumber: 'OFF-TILL1-1',
        soldAt: new Date(t.deps.clock().getTime() - 60_000).toISOString(),
        vatPercent: 15,
      },
    });
    expect((await sell(shop.token, offline)).status).toBe(201);
  });

  it.each([
    [{ paymentMethods: [] }, 'Choose at least one payment method'],
    [{ paymentMethods: ['mobile_money'] }, 'Unknown payment method'],
    [{ paymentMethods: ['cash', 'cash'] }, 'Choose each payment method once'],
  ])('refuses settings %j with 400', async (body, message) => {
    const shop = await signUpMerchant(t);
    const res = await call(t.app, 'PUT', '/api/shop-settings', { token: shop.token, body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain(message);
  });

  it('the wizard offers only what the till takes: mobile money is refused', async () => {
    const shop = await signUpMerchant(t);
    const res = await setupCalls(t, shop.token).complete(
      completionFor('grocery', {
        payment: { methods: ['cash', 'mobile_money'], payout: 'wallet' },
      }),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error)).toContain('Unknown payment method');
  });
});
