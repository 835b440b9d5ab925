import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '@server/env';
import { testEnv } from '@server/test/test-env';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { replyJson, startFakeJsonServer, type FakeJsonServer } from '@server/test/fake-json-server';
import { createLender } from './create-lender';
import { HttpLender } from './http-lender';
import { LenderDeclinedError, LenderUnavailableError } from './lender';

let fake: FakeJsonServer;
beforeAll(async () => {
  fake = await startFakeJsonServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const PARTNER = { LENDER_NAME: 'Ubuntu Micro Finance', LENDER_NCR_NUMBER: 'NCRCP12345' };
const lender = (timeoutMs?: number) =>
  new HttpLender({
    url: `${fake.baseUrl}/`,
    apiKey: 'lend-key',
    timeoutMs,
    name: PARTNER.LENDER_NAME,
    ncrNumber: PARTNER.LENDER_NCR_NUMBER,
  });
const loan = {
  clientReference: '6f1c2d3e-0000-4000-8000-000000000001',
  merchantReference: '6f1c2d3e-0000-4000-8000-0000000000aa',
  loanType: 'float_credit' as const,
  amount: 50_000,
  fee: 1_000,
  termDays: 3,
};

describe('HTTP lender', () => {
  it('asks for the loan with the key, the idempotency key and decimal amounts', async () => {
    fake.answer = replyJson(201, { reference: 'LN-1' });
    expect(await lender().disburse(loan)).toEqual({ lenderReference: 'LN-1' });
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/loans' });
    expect(request!.headers.authorization).toBe('Bearer lend-key');
    expect(request!.headers['idempotency-key']).toBe(loan.clientReference);
    expect(request!.body).toEqual({
      ...loan,
      amount: '500.00',
      fee: '10.00',
      totalToRepay: '510.00',
    });
  });

  it('posts a repayment to the loan it paid out', async () => {
    fake.answer = replyJson(200, { reference: 'RP-7' });
    const collected = await lender().collectRepayment({
      clientReference: 'r-1',
      loanReference: 'LN 1/2',
      amount: 11_000,
    });
    expect(collected).toEqual({ lenderReference: 'RP-7' });
    expect(fake.received[0]!.url).toBe('/v1/loans/LN%201%2F2/repayments');
    expect(fake.received[0]!.body).toEqual({ clientReference: 'r-1', amount: '110.00' });
  });

  it('turns a 4xx into a decline with the lender message', async () => {
    fake.answer = replyJson(422, {
      error: { code: 'AFFORDABILITY', message: 'Affordability check failed' },
    });
    const asked = lender().disburse(loan);
    await expect(asked).rejects.toBeInstanceOf(LenderDeclinedError);
    await expect(asked).rejects.toThrow('Affordability check failed');
    fake.answer = replyJson(409, {});
    await expect(lender().disburse(loan)).rejects.toThrow('The lender declined the request (409)');
  });

  it('treats a 5xx, an answer without a reference, a timeout and no server as unavailable', async () => {
    fake.answer = replyJson(500, { error: 'boom' });
    await expect(lender().disburse(loan)).rejects.toBeInstanceOf(LenderUnavailableError);
    fake.answer = replyJson(201, { id: 'LN-1' });
    await expect(lender().disburse(loan)).rejects.toThrow('Lender answer has no reference');
    fake.answer = () => {};
    await expect(lender(300).disburse(loan)).rejects.toThrow(/^Lender unreachable/);
    const closed = new HttpLender({ url: 'http://127.0.0.1:9/v1', name: 'X', ncrNumber: 'NCRCP1' });
    await expect(closed.disburse(loan)).rejects.toBeInstanceOf(LenderUnavailableError);
  });

  it('is chosen by LENDER_PROVIDER=http, which needs a URL, a name and an NCR number', () => {
    const chosen = createLender(
      testEnv({ LENDER_PROVIDER: 'http', LENDER_HTTP_URL: fake.baseUrl, ...PARTNER }),
    );
    expect([chosen.mode, chosen.name, chosen.ncrNumber]).toEqual([
      'live',
      'Ubuntu Micro Finance',
      'NCRCP12345',
    ]);
    expect(createLender(testEnv()).mode).toBe('sandbox');
    const missing = () => loadEnv({ LENDER_PROVIDER: 'http' });
    expect(missing).toThrow('LENDER_HTTP_URL: required when LENDER_PROVIDER=http');
    expect(missing).toThrow('LENDER_NAME: required when LENDER_PROVIDER=http');
    expect(missing).toThrow('LENDER_NCR_NUMBER: required when LENDER_PROVIDER=http');
    expect(() => loadEnv({ LENDER_NCR_NUMBER: '12345' })).toThrow('LENDER_NCR_NUMBER');
  });
});

describe('lending through the HTTP lender', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ LENDER_PROVIDER: 'http', LENDER_HTTP_URL: fake.baseUrl, ...PARTNER });
    token = (await signUpMerchant(t)).token;
  });
  afterAll(() => t.close());

  const apply = () =>
    call(t.app, 'POST', '/api/micro-lending/apply', {
      token,
      body: { loanType: 'stock_advance', amount: '800' },
    });
  const repay = (id: string, amount: string) =>
    call(t.app, 'POST', `/api/micro-lending/repay/${id}`, {
      token,
      body: { amount },
      headers: { 'idempotency-key': 'same-tap' },
    });
  const available = async () =>
    (await call(t.app, 'GET', '/api/micro-lending/profile', { token })).body.availableCredit;

  it('names the partner, records declines and outages, and lends once it approves', async () => {
    expect((await call(t.app, 'GET', '/api/micro-lending/lender', { token })).body).toEqual({
      name: 'Ubuntu Micro Finance',
      mode: 'live',
      ncrNumber: 'NCRCP12345',
    });

    fake.answer = replyJson(422, { error: { code: 'KYC', message: 'Shop not yet onboarded' } });
    const declined = await apply();
    expect(declined.status).toBe(422);
    expect(declined.body.error).toMatchObject({
      message: 'Shop not yet onboarded. Nothing was lent.',
      details: { reason: 'LENDER_DECLINED' },
    });
    fake.answer = replyJson(503, {});
    const down = await apply();
    expect(down.status).toBe(503);
    expect(down.body.error.message).toBe(
      'The lender could not be reached just now. Nothing was lent; please try again shortly.',
    );
    expect(await available()).toBe('2500.00');

    fake.answer = replyJson(201, { reference: 'LN-42' });
    const lent = await apply();
    expect(lent.status).toBe(201);
    expect(lent.body).toMatchObject({
      lender: 'Ubuntu Micro Finance',
      sandbox: false,
      status: 'active',
    });
    expect(await available()).toBe('1700.00');

    const history = (await call(t.app, 'GET', '/api/micro-lending/history', { token })).body;
    expect(
      history.map((l: { status: string; failureReason: string }) => [l.status, l.failureReason]),
    ).toEqual([
      ['declined', expect.stringContaining('Nothing was lent')],
      ['declined', 'Shop not yet onboarded. Nothing was lent.'],
    ]);
  });

  it('collects nothing when the lender refuses a repayment, and the same key may try again', async () => {
    const [loan] = (await call(t.app, 'GET', '/api/micro-lending/active', { token })).body;
    fake.reset();
    fake.answer = replyJson(402, { error: { code: 'FUNDS', message: 'Debit order bounced' } });
    const bounced = await repay(loan.id, '300');
    expect(bounced.status).toBe(422);
    expect(bounced.body.error.message).toBe('Debit order bounced. Nothing was collected.');
    expect(fake.received[0]!.url).toBe('/v1/loans/LN-42/repayments');

    fake.answer = replyJson(201, { reference: 'RP-1' });
    const paid = await repay(loan.id, '300');
    expect(paid.status).toBe(201);
    expect(paid.body.loan.outstandingAmount).toBe('500.00');
    const again = await repay(loan.id, '300');
    expect(again.body.repayment.id).toBe(paid.body.repayment.id);
    expect(fake.received).toHaveLength(2);
  });
});
