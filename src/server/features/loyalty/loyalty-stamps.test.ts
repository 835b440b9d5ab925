import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { placeOrder, ringUp, tillCart } from '@server/test/trading';
import { loyaltyTestShop, type LoyaltyTestShop } from './loyalty-test-helpers';

let s: LoyaltyTestShop;
beforeAll(async () => {
  s = await loyaltyTestShop();
});
afterAll(() => s.t.close());

describe('stamps', () => {
  it('every completed sale naming the customer adds one; walk-ins and other shops add none', async () => {
    const [customer, noCard, bread] = [
      await s.customerOf(s.a),
      await s.customerOf(s.a),
      await s.productOf(s.a),
    ];
    const card = (
      await s.newCard(s.a, { customerId: customer.id, rewardDescription: 'Free bread' })
    ).body;
    await ringUp(s.t, s.a.token, [[bread, 1]], customer.id);
    await ringUp(s.t, s.a.token, [[bread, 2]], customer.id);
    await ringUp(s.t, s.a.token, [[bread, 1]]);
    await ringUp(s.t, s.a.token, [[bread, 1]], noCard.id);
    const otherBread = await s.productOf(s.b);
    const foreign = await call(s.t.app, 'POST', '/api/pos-sales', {
      token: s.b.token,
      body: tillCart([[otherBread, 1]], { customerId: customer.id }),
    });
    expect(foreign.status).toBe(404);
    expect((await s.cardsOf(s.a, customer.id))[0]).toMatchObject({ id: card.id, currentStamps: 2 });
    expect(await s.cardsOf(s.a, noCard.id)).toEqual([]);
  });

  it('a completed order adds one; cancelling takes it back; a new customer takes it over', async () => {
    const [first, second, bread] = [
      await s.customerOf(s.a),
      await s.customerOf(s.a),
      await s.productOf(s.a),
    ];
    for (const customer of [first, second]) {
      await s.newCard(s.a, { customerId: customer.id, rewardDescription: 'Free bread' });
    }
    const items = [{ productId: bread.id, quantity: 1 }];
    const pending = await placeOrder(s.t, s.a.token, { customerId: first.id, items });
    expect((await s.cardsOf(s.a, first.id))[0]!.currentStamps).toBe(0);
    const put = (body: Record<string, unknown>) =>
      call(s.t.app, 'PUT', `/api/orders/${pending.id}`, { token: s.a.token, body });
    expect((await put({ status: 'completed' })).status).toBe(200);
    expect((await s.cardsOf(s.a, first.id))[0]!.currentStamps).toBe(1);
    expect((await put({ paymentStatus: 'paid' })).status).toBe(200);
    expect((await s.cardsOf(s.a, first.id))[0]!.currentStamps).toBe(1);
    expect((await put({ customerId: second.id })).status).toBe(200);
    expect((await s.cardsOf(s.a, first.id))[0]!.currentStamps).toBe(0);
    expect((await s.cardsOf(s.a, second.id))[0]!.currentStamps).toBe(1);
    expect((await put({ status: 'cancelled' })).status).toBe(200);
    expect((await s.cardsOf(s.a, second.id))[0]!.currentStamps).toBe(0);
    await placeOrder(s.t, s.a.token, { customerId: second.id, status: 'completed', items });
    expect((await s.cardsOf(s.a, second.id))[0]!.currentStamps).toBe(1);
  });
});
