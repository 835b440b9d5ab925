import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertCustomer, insertProduct } from '@server/test/fixtures';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { placeOrder, ringUp, tillCart } from '@server/test/trading';

let t: TestApp;
let a: Awaited<ReturnType<typeof signUpMerchant>>;
let b: Awaited<ReturnType<typeof signUpMerchant>>;
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await signUpMerchant(t), await signUpMerchant(t)];
});
afterAll(() => t.close());

type Merchant = typeof a;
const customerOf = (m: Merchant, name = 'Sipho') => insertCustomer(t.deps.db, m.user.id, { name });
const productOf = (m: Merchant) =>
  insertProduct(t.deps.db, m.user.id, { name: 'Bread', price: '15.00', stock: 1000 });
const newCard = (m: Merchant, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/loyalty-cards', { token: m.token, body });
const cardsOf = async (m: Merchant, customerId: string) =>
  (await call(t.app, 'GET', `/api/loyalty-cards?customerId=${customerId}`, { token: m.token })).body
    .items as { id: string; currentStamps: number; isActive: boolean; rewardReady: boolean }[];
const redeem = (m: Merchant, id: string, key?: string) =>
  call(t.app, 'POST', `/api/loyalty-cards/${id}/redeem`, {
    token: m.token,
    headers: key ? { 'idempotency-key': key } : undefined,
  });

describe('POST /api/loyalty-cards', () => {
  it('opens a stamp card of 10 stamps by default for one of the shop’s customers', async () => {
    const customer = await customerOf(a, 'Nomvula');
    const created = await newCard(a, { customerId: customer.id, rewardDescription: 'Free bread' });
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
    const customer = await customerOf(a);
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
      const answer = await newCard(a, bad);
      expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
      expect(answer.body.error.code).toBe('VALIDATION');
    }
    expect((await newCard(a, good)).status).toBe(201);
    const second = await newCard(a, good);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('This customer already has an active stamp card');
    expect((await newCard(b, good)).status).toBe(404);
    expect(await cardsOf(a, customer.id)).toHaveLength(1);
  });
});

describe('stamps', () => {
  it('every completed sale naming the customer adds one; walk-ins and other shops add none', async () => {
    const [customer, noCard, bread] = [
      await customerOf(a),
      await customerOf(a),
      await productOf(a),
    ];
    const card = (await newCard(a, { customerId: customer.id, rewardDescription: 'Free bread' }))
      .body;
    await ringUp(t, a.token, [[bread, 1]], customer.id);
    await ringUp(t, a.token, [[bread, 2]], customer.id);
    await ringUp(t, a.token, [[bread, 1]]);
    await ringUp(t, a.token, [[bread, 1]], noCard.id);
    const otherBread = await productOf(b);
    const foreign = await call(t.app, 'POST', '/api/pos-sales', {
      token: b.token,
      body: tillCart([[otherBread, 1]], { customerId: customer.id }),
    });
    expect(foreign.status).toBe(404);
    expect((await cardsOf(a, customer.id))[0]).toMatchObject({ id: card.id, currentStamps: 2 });
    expect(await cardsOf(a, noCard.id)).toEqual([]);
  });

  it('a completed order adds one; cancelling takes it back; a new customer takes it over', async () => {
    const [first, second, bread] = [await customerOf(a), await customerOf(a), await productOf(a)];
    for (const customer of [first, second]) {
      await newCard(a, { customerId: customer.id, rewardDescription: 'Free bread' });
    }
    const items = [{ productId: bread.id, quantity: 1 }];
    const pending = await placeOrder(t, a.token, { customerId: first.id, items });
    expect((await cardsOf(a, first.id))[0]!.currentStamps).toBe(0);
    const put = (body: Record<string, unknown>) =>
      call(t.app, 'PUT', `/api/orders/${pending.id}`, { token: a.token, body });
    expect((await put({ status: 'completed' })).status).toBe(200);
    expect((await cardsOf(a, first.id))[0]!.currentStamps).toBe(1);
    expect((await put({ paymentStatus: 'paid' })).status).toBe(200);
    expect((await cardsOf(a, first.id))[0]!.currentStamps).toBe(1);
    expect((await put({ customerId: second.id })).status).toBe(200);
    expect((await cardsOf(a, first.id))[0]!.currentStamps).toBe(0);
    expect((await cardsOf(a, second.id))[0]!.currentStamps).toBe(1);
    expect((await put({ status: 'cancelled' })).status).toBe(200);
    expect((await cardsOf(a, second.id))[0]!.currentStamps).toBe(0);
    await placeOrder(t, a.token, { customerId: second.id, status: 'completed', items });
    expect((await cardsOf(a, second.id))[0]!.currentStamps).toBe(1);
  });
});

describe('rewards', () => {
  it('are ready at the target, redeemed once, and counted as cashback', async () => {
    const [customer, bread] = [await customerOf(a), await productOf(a)];
    const card = (
      await newCard(a, {
        customerId: customer.id,
        targetStamps: 2,
        rewardDescription: 'R20 off',
        rewardValue: '20.00',
      })
    ).body;
    await ringUp(t, a.token, [[bread, 1]], customer.id);
    const early = await redeem(a, card.id);
    expect(early.status).toBe(422);
    expect(early.body.error.details).toMatchObject({
      reason: 'REWARD_NOT_READY',
      currentStamps: 1,
    });
    await ringUp(t, a.token, [[bread, 1]], customer.id);
    expect((await cardsOf(a, customer.id))[0]).toMatchObject({
      currentStamps: 2,
      rewardReady: true,
    });

    expect((await redeem(b, card.id)).status).toBe(404);
    const first = await redeem(a, card.id, 'tap-1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      rewardDescription: 'R20 off',
      rewardValue: '20.00',
      card: { currentStamps: 0, rewardReady: false },
    });
    const retried = await redeem(a, card.id, 'tap-1');
    expect(retried.body).toEqual(first.body);
    expect((await redeem(a, card.id)).status).toBe(422);
  });

  it('leave a card at zero, not below, when an order that earned a redeemed stamp is cancelled', async () => {
    const [customer, bread] = [await customerOf(a), await productOf(a)];
    const card = (
      await newCard(a, {
        customerId: customer.id,
        targetStamps: 2,
        rewardDescription: 'Free bread',
      })
    ).body;
    const items = [{ productId: bread.id, quantity: 1 }];
    const order = await placeOrder(t, a.token, {
      customerId: customer.id,
      status: 'completed',
      items,
    });
    await placeOrder(t, a.token, { customerId: customer.id, status: 'completed', items });
    expect((await redeem(a, card.id)).status).toBe(200);
    const cancelled = await call(t.app, 'PUT', `/api/orders/${order.id}`, {
      token: a.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect((await cardsOf(a, customer.id))[0]!.currentStamps).toBe(0);
  });

  it('stop with a deactivated card, which can give way to a new one', async () => {
    const [customer, bread] = [await customerOf(a), await productOf(a)];
    const body = { customerId: customer.id, targetStamps: 2, rewardDescription: 'Free bread' };
    const old = (await newCard(a, body)).body;
    await ringUp(t, a.token, [[bread, 1]], customer.id);
    await ringUp(t, a.token, [[bread, 1]], customer.id);
    const put = (m: Merchant, id: string, change: Record<string, unknown>) =>
      call(t.app, 'PUT', `/api/loyalty-cards/${id}`, { token: m.token, body: change });
    expect((await put(b, old.id, { isActive: false })).status).toBe(404);
    expect((await put(a, old.id, { isActive: 'no' })).status).toBe(400);
    const off = await put(a, old.id, { isActive: false });
    expect(off.body).toMatchObject({ isActive: false, rewardReady: false, currentStamps: 2 });
    const refused = await redeem(a, old.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.reason).toBe('CARD_INACTIVE');
    await ringUp(t, a.token, [[bread, 1]], customer.id);
    expect((await newCard(a, body)).status).toBe(201);
    expect((await put(a, old.id, { isActive: true })).status).toBe(409);
    const cards = await cardsOf(a, customer.id);
    expect(cards.map((c) => [c.isActive, c.currentStamps])).toEqual([
      [true, 0],
      [false, 2],
    ]);
  });
});

describe('GET /api/analytics/loyalty', () => {
  it('sums active cards, stamps collected and the cashback of redeemed rewards', async () => {
    const shop = await signUpMerchant(t);
    const [one, two, bread] = [
      await customerOf(shop),
      await customerOf(shop),
      await productOf(shop),
    ];
    const card = (
      await newCard(shop, {
        customerId: one.id,
        targetStamps: 2,
        rewardDescription: 'R15 off',
        rewardValue: '15.50',
      })
    ).body;
    const other = (await newCard(shop, { customerId: two.id, rewardDescription: 'Free bread' }))
      .body;
    for (const customer of [one, one, one, two])
      await ringUp(t, shop.token, [[bread, 1]], customer.id);
    expect((await redeem(shop, card.id)).status).toBe(200);
    await call(t.app, 'PUT', `/api/loyalty-cards/${other.id}`, {
      token: shop.token,
      body: { isActive: false },
    });
    const summary = await call(t.app, 'GET', '/api/analytics/loyalty', { token: shop.token });
    expect(summary.body).toEqual({
      activeCards: 1,
      totalCashback: '15.50',
      totalStamps: 4,
      rewardsRedeemed: 1,
    });
    const empty = await signUpMerchant(t);
    expect(
      (await call(t.app, 'GET', '/api/analytics/loyalty', { token: empty.token })).body,
    ).toEqual({
      activeCards: 0,
      totalCashback: '0.00',
      totalStamps: 0,
      rewardsRedeemed: 0,
    });
  });
});
