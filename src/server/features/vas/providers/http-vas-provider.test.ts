import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '@server/env';
import { testEnv } from '@server/test/test-env';
import { posSales } from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { replyJson, startFakeJsonServer, type FakeJsonServer } from '@server/test/fake-json-server';
import { createVasProvider } from './create-vas-provider';
import { HttpVasProvider } from './http-vas-provider';
import { VasDeclinedError, VasUnavailableError } from './vas-provider';

let fake: FakeJsonServer;
beforeAll(async () => {
  fake = await startFakeJsonServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());
const provider = (timeoutMs?: number) =>
  new HttpVasProvider({ url: `${fake.baseUrl}/`, apiKey: 'key-123', timeoutMs });
const airtime = {
  clientReference: 'b9d4c1a0-0000-4000-8000-000000000001',
  network: 'mtn' as const,
  phone: '+27831234567',
  amount: 2500,
};

describe('HTTP VAS provider', () => {
  it('posts airtime with the key, the idempotency key and a decimal amount', async () => {
    fake.answer = replyJson(201, { reference: 'PRV-1', pin: '1234567890123456' });
    expect(await provider().buyAirtime(airtime)).toEqual({
      providerReference: 'PRV-1',
      pin: '1234567890123456',
    });
    const [request] = fake.received;
    expect(request!.url).toBe('/v1/airtime');
    expect(request!.headers.authorization).toBe('Bearer key-123');
    expect(request!.headers['idempotency-key']).toBe(airtime.clientReference);
    expect(request!.body).toEqual({ ...airtime, amount: '25.00' });
  });

  it('posts electricity and transfers to their paths', async () => {
    fake.answer = replyJson(200, { reference: 'PRV-2', token: '12345678901234567890' });
    const power = await provider().buyElectricity({
      clientReference: 'r2',
      meterNumber: '01234567890',
      amount: 10000,
    });
    expect(power.token).toBe('12345678901234567890');
    fake.answer = replyJson(200, { reference: 'PRV-3' });
    const sent = await provider().sendMoney({
      clientReference: 'r3',
      phone: '+27712345678',
      amount: 5050,
    });
    expect(sent).toEqual({ providerReference: 'PRV-3' });
    expect(fake.received.map((r) => r.url)).toEqual(['/v1/electricity', '/v1/transfers']);
    expect(fake.received[1]!.body).toEqual({
      clientReference: 'r3',
      phone: '+27712345678',
      amount: '50.50',
    });
  });

  it('turns a 4xx into a decline carrying the provider message', async () => {
    fake.answer = replyJson(422, {
      error: { code: 'INVALID_METER', message: 'Meter not recognised' },
    });
    const sold = provider().buyElectricity({ clientReference: 'r', meterNumber: '1', amount: 1 });
    await expect(sold).rejects.toBeInstanceOf(VasDeclinedError);
    await expect(sold).rejects.toThrow('Meter not recognised');
  });

  it('treats a 5xx, a bad answer, a timeout and no server as unavailable', async () => {
    fake.answer = replyJson(502, { error: 'bad gateway' });
    await expect(provider().buyAirtime(airtime)).rejects.toBeInstanceOf(VasUnavailableError);
    fake.answer = replyJson(200, { reference: 'PRV-1' }); // no pin
    await expect(provider().buyAirtime(airtime)).rejects.toThrow('VAS provider answer has no pin');
    fake.answer = () => {}; // never answers
    await expect(provider(300).buyAirtime(airtime)).rejects.toThrow(/^VAS provider unreachable/);
    const closed = new HttpVasProvider({ url: 'http://127.0.0.1:9/v1' });
    await expect(closed.buyAirtime(airtime)).rejects.toThrow(/^VAS provider unreachable/);
  });

  it('is chosen by VAS_PROVIDER=http, which needs VAS_HTTP_URL', () => {
    expect(
      createVasProvider(testEnv({ VAS_PROVIDER: 'http', VAS_HTTP_URL: fake.baseUrl })).mode,
    ).toBe('live');
    expect(createVasProvider(testEnv()).mode).toBe('sandbox');
    expect(() => loadEnv({ VAS_PROVIDER: 'http' })).toThrow('VAS_HTTP_URL: required');
  });
});

describe('a purchase through a failing provider', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ VAS_PROVIDER: 'http', VAS_HTTP_URL: fake.baseUrl });
    const merchant = await signUpMerchant(t);
    token = merchant.token;
    await t.deps.db.insert(posSales).values({
      merchantId: merchant.user.id,
      saleNumber: 'SALE-000001',
      items: [],
      subtotal: '100.00',
      taxAmount: '0',
      totalAmount: '100.00',
      paymentMethod: 'card',
    });
  });
  afterAll(() => t.close());

  const body = { kind: 'airtime', network: 'mtn', phone: '0831234567', amount: '20' };
  const buy = () =>
    call(t.app, 'POST', '/api/vas/purchases', {
      token,
      body,
      headers: { 'idempotency-key': 'retry-me' },
    });
  const balance = async () =>
    (await call(t.app, 'GET', '/api/payments/overview', { token })).body.walletBalance;

  it('records the failure, charges nothing and lets the same key try again', async () => {
    expect((await call(t.app, 'GET', '/api/vas/provider', { token })).body.mode).toBe('live');

    fake.answer = replyJson(503, { error: 'maintenance' });
    const down = await buy();
    expect(down.status).toBe(503);
    expect(down.body.error.message).toBe(
      'The provider could not complete the purchase just now. You were not charged; please try again shortly.',
    );
    expect(await balance()).toBe('100.00');

    fake.answer = replyJson(400, {
      error: { code: 'BARRED', message: 'This number cannot receive airtime' },
    });
    const declined = await buy();
    expect(declined.status).toBe(422);
    expect(declined.body.error).toMatchObject({
      message: 'This number cannot receive airtime. You were not charged.',
      details: { reason: 'PROVIDER_DECLINED' },
    });

    fake.answer = replyJson(201, { reference: 'PRV-9', pin: '9876543210987654' });
    const sold = await buy();
    expect(sold.status).toBe(201);
    expect(sold.body.purchase).toMatchObject({ voucher: '9876543210987654', sandbox: false });
    expect(sold.body.walletBalance).toBe('80.00');

    const list = (await call(t.app, 'GET', '/api/vas/purchases', { token })).body;
    expect(list.items.map((p: { status: string }) => p.status)).toEqual([
      'completed',
      'failed',
      'failed',
    ]);
    expect(list.items[2].failureReason).toContain('You were not charged');
  });
});
