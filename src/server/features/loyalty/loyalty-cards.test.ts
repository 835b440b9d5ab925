import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@server/test/test-app';
import { placeOrder, ringUp } from '@server/test/trading';
import { loyaltyTestShop, type LoyaltyTestShop } from './loyalty-test-helpers';

let s: LoyaltyTestShop;
beforeAll(async () => {
  s = await loyaltyTestShop();
});
afterAll(() => s.t.close());

describe('POST /api/loyalty-cards', () => {
  it('opens a stamp card of 10 stamps by default for one of the shop’s customers', async () => {
    const customer = await s.customerOf(s.a, 'Nomvula');
    const created = await s.newCard(s.a, {
      customerId: customer.id,
      rewardDescription: 'Free bread',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      customerId: customer.id,
      customerName: 'Nomvula',
      cardType: 'stamps',
      currentStamps: 0,
      targetStamps: 10,
      rewardDescription: 'Free bread',
      rewardValue: '0.00',
      isActive: true,
      rewardReady: false,
    });
  });

  it('refuses bad input, a second active card and another shop’s customer', async () => {
    const customer = await s.customerOf(s.a);
    const good = { customerId: customer.id, rewardDescription: 'R20 off', rewardValue: '20' };
    for (const bad of [
      { ...good, targetStamps: 1 },
      { ...good, targetStamps: 51 },
      { ...good, targetStamps: 2.5 },
      { ...good, rewardDescription: '  ' },
      { ...good, cardType: 'points' },
      { ...good, rewardValue: '-5' },
      { ...good, customerId: 'nope' },
    ]) {
      const answer = await s.newCard(s.a, bad);
      expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
      expect(answer.body.error.code).toBe('VALIDATION');
    }
    expect((await s.newCard(s.a, good)).status).toBe(201);
    const second = await s.newCard(s.a, good);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('This customer already has an active stamp card');
    expect((await s.newCard(s.b, good)).status).toBe(404);
    expect(await s.cardsOf(s.a, customer.id)).toHaveLength(1);
  });
});

describe('rewards', () => {
  it('are ready at the target, redeemed once, and counted as cashback', async () => {
    const [customer, bread] = [await s.customerOf(s.a), await s.productOf(s.a)];
    const card = (
      await s.newCard(s.a, {
        customerId: customer.id,
        targetStamps: 2,
        rewardDescription: 'R20 off',
        rewardValue: '20.00',
      })
    ).body;
    await ringUp(s.t, s.a.token, [[bread, 1]], customer.id);
    const early = await s.redeem(s.a, card.id);
    expect(early.status).toBe(422);
    expect(early.body.error.details).toMatchObject({
      reason: 'REWARD_NOT_READY',
      currentStamps: 1,
    });
    await ringUp(s.t, s.a.token, [[bread, 1]], customer.id);
    expect((await s.cardsOf(s.a, customer.id))[0]).toMatchObject({
      currentStamps: 2,
      rewardReady: true,
    });

    expect((await s.redeem(s.b, card.id)).status).toBe(404);
    const first = await s.redeem(s.a, card.id, 'tap-1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      rewardDescription: 'R20 off',
      rewardValue: '20.00',
      card: { currentStamps: 0, rewardReady: false },
    });
    const retried = await s.redeem(s.a, card.id, 'tap-1');
    expect(retried.body).toEqual(first.body);
    expect((await s.redeem(s.a, card.id)).status).toBe(422);
  });

  it('leave a card at zero, not below, when an order that earned a redeemed stamp is cancelled', async () => {
    const [customer, bread] = [await s.customerOf(s.a), await s.productOf(s.a)];
    const card = (
      await s.newCard(s.a, {
        customerId: customer.id,
        targetStamps: 2,
        rewardDescription: 'Free bread',
      })
    ).body;
    const items = [{ productId: bread.id, quantity: 1 }];
    const order = await placeOrder(s.t, s.a.token, {
      customerId: customer.id,
      status: 'completed',
      items,
    });
    await placeOrder(s.t, s.a.token, { customerId: customer.id, status: 'completed', items });
    expect((await s.redeem(s.a, card.id)).status).toBe(200);
    const cancelled = await call(s.t.app, 'PUT', `/api/orders/${order.id}`, {
      token: s.a.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect((await s.cardsOf(s.a, customer.id))[0]!.currentStamps).toBe(0);
  });

  it('stop with a deactivated card, which can give way to a new one', async () => {
    const [customer, bread] = [await s.customerOf(s.a), await s.productOf(s.a)];
    const body = { customerId: customer.id, targetStamps: 2, rewardDescription: 'Free bread' };
    const old = (await s.newCard(s.a, body)).body;
    await ringUp(s.t, s.a.token, [[bread, 1]], customer.id);
    await ringUp(s.t, s.a.token, [[bread, 1]], customer.id);
    const put = (m: typeof s.a, id: string, change: Record<string, unknown>) =>
      call(s.t.app, 'PUT', `/api/loyalty-cards/${id}`, { token: m.token, body: change });
    expect((await put(s.b, old.id, { isActive: false })).status).toBe(404);
    expect((await put(s.a, old.id, { isActive: 'no' })).status).toBe(400);
    const off = await put(s.a, old.id, { isActive: false });
    expect(off.body).toMatchObject({ isActive: false, rewardReady: false, currentStamps: 2 });
    const refused = await s.redeem(s.a, old.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.reason).toBe('CARD_INACTIVE');
    await ringUp(s.t, s.a.token, [[bread, 1]], customer.id);
    expect((await s.newCard(s.a, body)).status).toBe(201);
    expect((await put(s.a, old.id, { isActive: true })).status).toBe(409);
    const cards = await s.cardsOf(s.a, customer.id);
    expect(cards.map((c) => [c.isActive, c.currentStamps])).toEqual([
      [true, 0],
      [false, 2],
    ]);
  });
});

describe('GET /api/loyalty-cards', () => {
  it('lists the shop’s cards, active first, narrowed to active ones or one customer', async () => {
    const shop = await s.signUp();
    const [one, two] = [await s.customerOf(shop, 'One'), await s.customerOf(shop, 'Two')];
    const first = (await s.newCard(shop, { customerId: one.id, rewardDescription: 'Free bread' }))
      .body;
    await call(s.t.app, 'PUT', `/api/loyalty-cards/${first.id}`, {
      token: shop.token,
      body: { isActive: false },
    });
    await s.newCard(shop, { customerId: one.id, rewardDescription: 'Free milk' });
    await s.newCard(shop, { customerId: two.id, rewardDescription: 'Free tea' });
    const list = (query: string) =>
      call(s.t.app, 'GET', `/api/loyalty-cards${query}`, { token: shop.token });

    const all = await list('');
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((c: { isActive: boolean }) => c.isActive)).toEqual([
      true,
      true,
      false,
    ]);
    expect((await list('?status=active')).body.total).toBe(2);
    expect((await list(`?customerId=${two.id}`)).body.items).toMatchObject([
      { customerName: 'Two', rewardDescription: 'Free tea' },
    ]);
    expect((await list('?pageSize=1&page=2')).body).toMatchObject({ total: 3, page: 2 });
    expect((await list('?status=sleeping')).status).toBe(400);
    expect((await list('?customerId=someone')).status).toBe(400);
    expect((await call(s.t.app, 'GET', '/api/loyalty-cards')).status).toBe(401);
  });
});
