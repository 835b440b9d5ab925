import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpMerchant } from '@server/test/auth-helpers';
import { replyJson, startFakeJsonServer, type FakeJsonServer } from '@server/test/fake-json-server';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { FLOAT_MESSAGES } from '@shared/vas/float.schemas';

const airtime = { kind: 'airtime', network: 'vodacom', phone: '071 234 5678', amount: '25' };

function calls(t: TestApp, token: string) {
  return {
    load: (amount: unknown, key?: string) =>
      call(t.app, 'POST', '/api/vas/float-deposits', {
        token,
        body: { amount },
        headers: key ? { 'idempotency-key': key } : undefined,
      }),
    refresh: (id: string) =>
      call(t.app, 'POST', `/api/vas/float-deposits/${id}/refresh`, { token }),
    summary: async () => (await call(t.app, 'GET', '/api/vas/float', { token })).body,
    buyAirtime: () => call(t.app, 'POST', '/api/vas/purchases', { token, body: airtime }),
  };
}

describe('float in the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads at once, so a cash shop can sell airtime', async () => {
    const { token } = await signUpMerchant(t);
    const api = calls(t, token);
    expect((await api.buyAirtime()).body.error.details).toMatchObject({
      reason: 'INSUFFICIENT_FUNDS',
      shortfall: '25.00',
    });
    const loaded = await api.load('200');
    expect(loaded.status).toBe(201);
    expect(loaded.body).toMatchObject({
      walletBalance: '200.00',
      deposit: { reference: 'FLT-000001', amount: '200.00', status: 'completed', sandbox: true },
    });
    expect(await api.summary()).toEqual({ walletBalance: '200.00', pending: [] });
    const bought = await api.buyAirtime();
    expect(bought.status).toBe(201);
    expect(bought.body.walletBalance).toBe('175.00');
  });

  it('counts a retried tap once', async () => {
    const { token } = await signUpMerchant(t);
    const api = calls(t, token);
    const first = await api.load('50', 'float-tap-1');
    const again = await api.load('50', 'float-tap-1');
    expect(again.body.deposit.id).toBe(first.body.deposit.id);
    expect((await api.summary()).walletBalance).toBe('50.00');
  });

  it.each([
    ['5', FLOAT_MESSAGES.range],
    ['50000.01', FLOAT_MESSAGES.range],
    ['', FLOAT_MESSAGES.amount],
    [null, FLOAT_MESSAGES.amount],
  ])('refuses %j with 400 and loads nothing', async (amount, message) => {
    const { token } = await signUpMerchant(t);
    const api = calls(t, token);
    const refused = await api.load(amount);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain(message);
    expect((await api.summary()).walletBalance).toBe('0.00');
  });

  it("answers 404 for another shop's deposit and 409 for one already loaded", async () => {
    const owner = await signUpMerchant(t);
    const other = await signUpMerchant(t);
    const { deposit } = (await calls(t, owner.token).load('20')).body;
    expect((await calls(t, other.token).refresh(deposit.id)).status).toBe(404);
    const done = await calls(t, owner.token).refresh(deposit.id);
    expect(done.status).toBe(409);
    expect(done.body.error.message).toBe(FLOAT_MESSAGES.notPending);
  });
});

describe('float through an HTTP provider', () => {
  let fake: FakeJsonServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeJsonServer();
    t = await createTestApp({ VAS_PROVIDER: 'http', VAS_HTTP_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('is pending with the provider’s deposit reference until the provider confirms it', async () => {
    const { token } = await signUpMerchant(t);
    const api = calls(t, token);
    fake.answer = replyJson(201, {
      reference: 'PRV-9',
      status: 'pending',
      depositReference: 'KT4821',
    });
    const loaded = await api.load('500', 'deposit-1');
    expect(loaded.status).toBe(201);
    expect(loaded.body).toMatchObject({
      walletBalance: '0.00',
      deposit: { status: 'pending', depositReference: 'KT4821', sandbox: false },
    });
    expect(fake.received[0]).toMatchObject({
      method: 'POST',
      url: '/v1/deposits',
      body: { clientReference: loaded.body.deposit.id, amount: '500.00' },
    });
    const { pending } = await api.summary();
    expect(pending).toEqual([expect.objectContaining({ depositReference: 'KT4821' })]);

    fake.answer = replyJson(200, {
      reference: 'PRV-9',
      status: 'pending',
      depositReference: 'KT4821',
    });
    expect((await api.refresh(loaded.body.deposit.id)).body.walletBalance).toBe('0.00');
    fake.answer = replyJson(200, { reference: 'PRV-9', status: 'completed' });
    const confirmed = await api.refresh(loaded.body.deposit.id);
    expect(fake.received.at(-1)).toMatchObject({
      method: 'GET',
      url: `/v1/deposits/${loaded.body.deposit.id}`,
    });
    expect(confirmed.body).toMatchObject({
      walletBalance: '500.00',
      deposit: { status: 'completed', depositReference: 'KT4821' },
    });
    expect((await api.summary()).pending).toEqual([]);
  });

  it('marks the deposit failed when the provider cannot be reached, crediting nothing', async () => {
    const { token } = await signUpMerchant(t);
    const api = calls(t, token);
    fake.answer = replyJson(503, { error: { message: 'down' } });
    const failed = await api.load('100');
    expect(failed.status).toBe(503);
    expect(failed.body.error.message).toMatch(/could not complete the float deposit/);
    expect(await api.summary()).toEqual({ walletBalance: '0.00', pending: [] });
  });
});
