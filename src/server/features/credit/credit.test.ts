import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeCredit } from '@server/domain/credit/charge-credit';
import { insertCustomer } from '@server/test/fixtures';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call, createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
let a: { token: string; id: string };
let b: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  const first = await signUpMerchant(t);
  const second = await signUpMerchant(t);
  a = { token: first.token, id: first.user.id };
  b = { token: second.token, id: second.user.id };
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function openAccount(creditLimit = '500.00', merchant = a) {
  const customer = await insertCustomer(t.deps.db, merchant.id, { name: 'Lerato Khumalo' });
  const created = await call(t.app, 'POST', '/api/credit-accounts', {
    token: merchant.token,
    body: { customerId: customer.id, creditLimit, currentBalance: '0', status: 'active' },
  });
  expect(created.status).toBe(201);
  return { customer, account: created.body };
}

const charge = (customerId: string, amountCents: number, instalments: 1 | 2 | 3 | 4 = 1) =>
  t.deps.db.transaction((tx) =>
    chargeCredit(tx, {
      merchantId: a.id,
      customerId,
      amountCents,
      instalments,
      reference: { description: 'Till sale' },
      now: t.deps.clock(),
    }),
  );

describe('create credit accounts', () => {
  it('opens an account in good standing with the whole limit available', async () => {
    const { customer, account } = await openAccount('750.50');
    expect(account).toMatchObject({
      customerId: customer.id,
      customerName: 'Lerato Khumalo',
      creditLimit: '750.50',
      currentBalance: '0.00',
      availableCredit: '750.50',
      overdueAmount: '0.00',
      nextDueDate: null,
      status: 'active',
    });
  });

  it.each([
    [{ creditLimit: '100' }, 'Customer is required'],
    [{ customerId: '', creditLimit: '100' }, 'Customer is required'],
    [{ customerId: 'CUSTOMER' }, 'Credit limit is required'],
    [{ customerId: 'CUSTOMER', creditLimit: '' }, 'Credit limit is required'],
    [{ customerId: 'CUSTOMER', creditLimit: '0' }, 'Amount must be greater than 0'],
    [{ customerId: 'CUSTOMER', creditLimit: '-5' }, 'Amount cannot be negative'],
    [
      { customerId: 'CUSTOMER', creditLimit: '1.234' },
      'Enter an amount in rand with at most two decimals',
    ],
    [
      { customerId: 'CUSTOMER', creditLimit: '100', currentBalance: '20' },
      'A new credit account starts with a zero balance',
    ],
  ])('refuses %j with "%s"', async (body, message) => {
    const customer = await insertCustomer(t.deps.db, a.id);
    const payload = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, v === 'CUSTOMER' ? customer.id : v]),
    );
    const response = await call(t.app, 'POST', '/api/credit-accounts', {
      token: a.token,
      body: payload,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('answers 409 for a second account of the same customer', async () => {
    const { customer } = await openAccount();
    const again = await call(t.app, 'POST', '/api/credit-accounts', {
      token: a.token,
      body: { customerId: customer.id, creditLimit: '100' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This customer already has a credit account');
  });

  it("answers 404 for an unknown customer and for another merchant's customer", async () => {
    const foreign = await insertCustomer(t.deps.db, b.id);
    for (const customerId of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call(t.app, 'POST', '/api/credit-accounts', {
        token: a.token,
        body: { customerId, creditLimit: '100' },
      });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Customer not found');
    }
  });

  it('needs a signed-in merchant', async () => {
    expect((await call(t.app, 'GET', '/api/credit-accounts')).status).toBe(401);
  });
});

describe('ledger, instalments and repayments', () => {
  it('derives balance, available, instalments and the ledger from charges and payments', async () => {
    const { customer, account } = await openAccount('500.00');
    await charge(customer.id, 9000, 3);
    await charge(customer.id, 5000, 1);
    const repaid = await call(t.app, 'POST', `/api/credit-accounts/${account.id}/payments`, {
      token: a.token,
      body: { amount: '45.00', method: 'cash' },
    });
    expect(repaid.status).toBe(201);
    expect(repaid.body.transaction).toMatchObject({ type: 'payment', amount: '45.00' });
    expect(repaid.body.account).toMatchObject({
      currentBalance: '95.00',
      availableCredit: '405.00',
    });

    const detail = await call(t.app, 'GET', `/api/credit-accounts/${account.id}`, {
      token: a.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.transactions.map((x: { type: string }) => x.type).sort()).toEqual([
      'charge',
      'charge',
      'payment',
    ]);
    expect(
      detail.body.instalments.map((i: { amount: string; paidAmount: string; state: string }) => [
        i.amount,
        i.paidAmount,
        i.state,
      ]),
    ).toEqual([
      ['30.00', '30.00', 'paid'],
      ['30.00', '15.00', 'due'],
      ['30.00', '0.00', 'due'],
      ['50.00', '0.00', 'due'],
    ]);
    expect(detail.body.nextDueDate).toBe(detail.body.instalments[1].dueDate);
  });

  it('refuses a repayment above the balance (422 OVERPAYMENT) and bad amounts (400)', async () => {
    const { customer, account } = await openAccount();
    await charge(customer.id, 1000);
    const over = await call(t.app, 'POST', `/api/credit-accounts/${account.id}/payments`, {
      token: a.token,
      body: { amount: '10.01' },
    });
    expect(over.status).toBe(422);
    expect(over.body.error.details.reason).toBe('OVERPAYMENT');
    const missing = await call(t.app, 'POST', `/api/credit-accounts/${account.id}/payments`, {
      token: a.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Amount is required');
  });

  it('records a retried repayment once; the same key with another body is 409', async () => {
    const { customer, account } = await openAccount();
    await charge(customer.id, 10_000);
    const url = `/api/credit-accounts/${account.id}/payments`;
    const headers = { 'idempotency-key': `repay-${account.id}` };
    const first = await call(t.app, 'POST', url, {
      token: a.token,
      headers,
      body: { amount: '20' },
    });
    const second = await call(t.app, 'POST', url, {
      token: a.token,
      headers,
      body: { amount: '20' },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.transaction.id).toBe(first.body.transaction.id);
    const other = await call(t.app, 'POST', url, {
      token: a.token,
      headers,
      body: { amount: '30' },
    });
    expect(other.status).toBe(409);
    const detail = await call(t.app, 'GET', `/api/credit-accounts/${account.id}`, {
      token: a.token,
    });
    expect(detail.body.currentBalance).toBe('80.00');
    expect(detail.body.transactions).toHaveLength(2);
  });
});

describe('change limit and status', () => {
  it('changes the limit, suspends and reactivates', async () => {
    const { customer, account } = await openAccount('100.00');
    await charge(customer.id, 6000);
    const url = `/api/credit-accounts/${account.id}`;
    const raised = await call(t.app, 'PUT', url, { token: a.token, body: { creditLimit: '200' } });
    expect(raised.body).toMatchObject({ creditLimit: '200.00', availableCredit: '140.00' });
    const below = await call(t.app, 'PUT', url, { token: a.token, body: { creditLimit: '59.99' } });
    expect(below.status).toBe(422);
    expect(below.body.error.details.reason).toBe('LIMIT_BELOW_BALANCE');
    const suspended = await call(t.app, 'PUT', url, {
      token: a.token,
      body: { status: 'suspended' },
    });
    expect(suspended.body.status).toBe('suspended');
    await expect(charge(customer.id, 100)).rejects.toMatchObject({
      details: { reason: 'ACCOUNT_SUSPENDED' },
    });
    const back = await call(t.app, 'PUT', url, { token: a.token, body: { status: 'active' } });
    expect(back.body.status).toBe('active');
    const nothing = await call(t.app, 'PUT', url, { token: a.token, body: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.message).toBe('Send a new credit limit or status');
    const bad = await call(t.app, 'PUT', url, { token: a.token, body: { status: 'closed' } });
    expect(bad.status).toBe(400);
  });
});

describe('tenancy', () => {
  it("hides merchant A's accounts from merchant B: lists, reads and writes", async () => {
    const { customer, account } = await openAccount();
    await charge(customer.id, 1000);
    const list = await call(t.app, 'GET', '/api/credit-accounts', { token: b.token });
    expect(list.body.map((x: { id: string }) => x.id)).not.toContain(account.id);
    const url = `/api/credit-accounts/${account.id}`;
    expect((await call(t.app, 'GET', url, { token: b.token })).status).toBe(404);
    expect(
      (await call(t.app, 'PUT', url, { token: b.token, body: { status: 'suspended' } })).status,
    ).toBe(404);
    const pay = await call(t.app, 'POST', `${url}/payments`, {
      token: b.token,
      body: { amount: '1' },
    });
    expect(pay.status).toBe(404);
    const summary = await call(t.app, 'GET', '/api/credit-accounts/summary', { token: b.token });
    expect(summary.body).toMatchObject({ totalIssued: '0.00', outstanding: '0.00', accounts: 0 });
  });
});

describe('summary tiles', () => {
  it('computes issued, outstanding, repaid and overdue, and overdue appears once a due day passes', async () => {
    const merchant = await signUpMerchant(t);
    const m = { token: merchant.token, id: merchant.user.id };
    const { customer, account } = await openAccount('1000.00', m);
    await t.deps.db.transaction((tx) =>
      chargeCredit(tx, {
        merchantId: m.id,
        customerId: customer.id,
        amountCents: 40_000,
        instalments: 4,
        reference: {},
        now: t.deps.clock(),
      }),
    );
    await call(t.app, 'POST', `/api/credit-accounts/${account.id}/payments`, {
      token: m.token,
      body: { amount: '150.00' },
    });
    const summary = () => call(t.app, 'GET', '/api/credit-accounts/summary', { token: m.token });
    expect((await summary()).body).toEqual({
      totalIssued: '400.00',
      outstanding: '250.00',
      repaid: '150.00',
      overdue: '0.00',
      accounts: 1,
      activeAccounts: 1,
    });
    t.advance(15 * DAY);
    // Week 1 is paid; week 2 (R100, R50 paid) is past due.
    expect((await summary()).body.overdue).toBe('50.00');
    const list = await call(t.app, 'GET', '/api/credit-accounts', { token: m.token });
    expect(list.body[0]).toMatchObject({ overdueAmount: '50.00' });
    t.advance(30 * DAY);
    expect((await summary()).body.overdue).toBe('250.00');
  });
});
