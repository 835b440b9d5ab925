import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { ringUp } from '@server/test/trading';
import { loyaltyTestShop, type LoyaltyTestShop } from './loyalty-test-helpers';

let s: LoyaltyTestShop;
beforeAll(async () => {
  s = await loyaltyTestShop();
});
afterAll(() => s.t.close());

describe('GET /api/analytics/loyalty', () => {
  it('sums active cards, stamps collected and the cashback of redeemed rewards', async () => {
    const shop = await s.signUp();
    const [one, two, bread] = [
      await s.customerOf(shop),
      await s.customerOf(shop),
      await s.productOf(shop),
    ];
    const card = (
      await s.newCard(shop, {
        customerId: one.id,
        targetStamps: 2,
        rewardDescription: 'R15 off',
        rewardValue: '15.50',
      })
    ).body;
    const other = (await s.newCard(shop, { customerId: two.id, rewardDescription: 'Free bread' }))
      .body;
    for (const customer of [one, one, one, two])
      await ringUp(s.t, shop.token, [[bread, 1]], customer.id);
    expect((await s.redeem(shop, card.id)).status).toBe(200);
    await call(s.t.app, 'PUT', `/api/loyalty-cards/${other.id}`, {
      token: shop.token,
      body: { isActive: false },
    });
    const summary = await call(s.t.app, 'GET', '/api/analytics/loyalty', { token: shop.token });
    expect(summary.body).toEqual({
      activeCards: 1,
      totalCashback: '15.50',
      totalStamps: 4,
      rewardsRedeemed: 1,
    });
    const empty = await s.signUp();
    expect(
      (await call(s.t.app, 'GET', '/api/analytics/loyalty', { token: empty.token })).body,
    ).toEqual({
      activeCards: 0,
      totalCashback: '0.00',
      totalStamps: 0,
      rewardsRedeemed: 0,
    });
  });
});
