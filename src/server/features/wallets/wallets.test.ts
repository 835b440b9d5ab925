import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payFromWallet } from '@server/domain/wallets/wallet-ledger';
import { insertCustomer } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call, createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
let a: { token: string; id: string };
let b: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  const [first, second] = [await signUpMerchant(t), await signUpMerchant(t)];
  a = { token: first.token, id: first.user.id };
  b = { token: second.token, id: second.user.id };
});
afterAll(() => t.close());

const topUp = (customerId: string, body: unknown, token = a.token, key?: string) =>
  call(t.app, 'POST', `/api/wallets/${customerId}/top-ups`, {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : undefined,
  });

describe('customer wallets', () => {
  it('opens a wallet with the first cash top-up, adds more and keeps a ledger', async () => {
    const customer = await insertCustomer(t.deps.db, a.id, { name: 'Nomsa Zulu' });
    const first = await topUp(customer.id, { amount: '50' });
    expect(first.status).toBe(201);
    expect(first.body.wallet).toMatchObject({ customerName: 'Nomsa Zulu', balance: '50.00' });
    expect(first.body.transaction).toMatchObject({
      type: 'top_up',
      amount: '50.00',
      description: 'Cash top-up at the till',
    });
    await topUp(customer.id, { amount: 20.5 });
    await t.deps.db.transaction((tx) =>
      payFromWallet(tx, {
        merchantId: a.id,
        customerId: customer.id,
        amountCents: 3000,
        now: t.deps.clock(),
      }),
    );
    const ledger = await call(t.app, 'GET', `/api/wallets/${customer.id}/transactions`, {
      token: a.token,
    });
    expect(ledger.status).toBe(200);
    expect(ledger.body.wallet.balance).toBe('40.50');
    expect(ledger.body.transactions.map((x: { type: string }) => x.type).sort()).toEqual([
      'purchase',
      'top_up',
      'top_up',
    ]);
    const list = await call(t.app, 'GET', '/api/wallets', { token: a.token });
    expect(list.body).toEqual([
      expect.objectContaining({ customerId: customer.id, balance: '40.50' }),
    ]);
  });

  it.each([
    [{}, 'Amount is required'],
    [{ amount: '' }, 'Amount is required'],
    [{ amount: '0' }, 'Amount must be greater than 0'],
    [{ amount: '-10' }, 'Amount cannot be negative'],
  ])('refuses the top-up %j with "%s"', async (body, message) => {
    const customer = await insertCustomer(t.deps.db, a.id);
    const response = await topUp(customer.id, body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });

  it('records a retried top-up once', async () => {
    const customer = await insertCustomer(t.deps.db, a.id);
    const key = `top-up-${customer.id}`;
    const first = await topUp(customer.id, { amount: '25' }, a.token, key);
    const again = await topUp(customer.id, { amount: '25' }, a.token, key);
    expect(again.body.transaction.id).toBe(first.body.transaction.id);
    expect((await topUp(customer.id, { amount: '26' }, a.token, key)).status).toBe(409);
    const ledger = await call(t.app, 'GET', `/api/wallets/${customer.id}/transactions`, {
      token: a.token,
    });
    expect(ledger.body.wallet.balance).toBe('25.00');
  });

  it("keeps wallets apart between merchants: 404 for another merchant's customer and wallet", async () => {
    const customer = await insertCustomer(t.deps.db, a.id);
    await topUp(customer.id, { amount: '10' });
    const foreignTopUp = await topUp(customer.id, { amount: '10' }, b.token);
    expect(foreignTopUp.status).toBe(404);
    expect(foreignTopUp.body.error.message).toBe('Customer not found');
    const foreignLedger = await call(t.app, 'GET', `/api/wallets/${customer.id}/transactions`, {
      token: b.token,
    });
    expect(foreignLedger.status).toBe(404);
    const list = await call(t.app, 'GET', '/api/wallets', { token: b.token });
    expect(list.body).toEqual([]);
    const own = await call(t.app, 'GET', `/api/wallets/${customer.id}/transactions`, {
      token: a.token,
    });
    expect(own.status).toBe(200);
    const none = await insertCustomer(t.deps.db, a.id);
    expect(
      (await call(t.app, 'GET', `/api/wallets/${none.id}/transactions`, { token: a.token })).status,
    ).toBe(404);
  });
});
