import { describe, expect, it } from 'vitest';
import { posSales } from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call } from '@server/test/test-app';
import { DAY_MS, johannesburgDayStart } from '@shared/time/johannesburg';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

const apply = (token: string, body: unknown) =>
  call(t.app, 'POST', '/api/micro-lending/apply', { token, body });
const get = async (token: string, path: string) => {
  const response = await call(t.app, 'GET', `/api/micro-lending/${path}`, { token });
  expect(response.status).toBe(200);
  return response.body;
};

/** Completed till sales of `rand` in each of the last weeks (index 0 = the week before today). */
async function tradeWeeks(merchantId: string, rands: number[]) {
  const today = johannesburgDayStart(t.deps.clock());
  await t.deps.db.insert(posSales).values(
    rands.map((rand, week) => ({
      merchantId,
      saleNumber: `SALE-W${week}`,
      items: [],
      subtotal: `${rand}.00`,
      taxAmount: '0',
      totalAmount: `${rand}.00`,
      paymentMethod: 'cash',
      createdAt: new Date(today.getTime() - (week * 7 + 3) * DAY_MS),
    })),
  );
}

describe('credit profile', () => {
  it('gives a shop with no trading record the spec defaults', async () => {
    const { token } = await signUpMerchant(t);
    const profile = await get(token, 'profile');
    expect(profile).toMatchObject({
      creditLimit: '2500.00',
      availableCredit: '2500.00',
      outstanding: '0.00',
      creditScore: 85,
      status: 'excellent',
      utilization: 0,
    });
    expect(profile.factors.map((f: { label: string }) => f.label)).toEqual([
      'Weeks with till sales',
      'Average weekly takings',
      'Loans repaid on time',
      'Overdue loans',
    ]);
    expect(await get(token, 'active')).toEqual([]);
    expect(await get(token, 'history')).toEqual([]);
  });

  it('counts a sale made today from tomorrow, and says so', async () => {
    const { token, user } = await signUpMerchant(t);
    await t.deps.db.insert(posSales).values({
      merchantId: user.id,
      saleNumber: 'SALE-TODAY',
      items: [],
      subtotal: '40.00',
      taxAmount: '0',
      totalAmount: '40.00',
      paymentMethod: 'cash',
      createdAt: t.deps.clock(),
    });
    const today = (await get(token, 'profile')).factors[0];
    expect(today.value).toBe('0 of the last 12 full weeks');
    expect(today.detail).toContain(
      'The weeks end yesterday, so today’s sales count from tomorrow.',
    );
    t.advance(DAY_MS);
    expect((await get(token, 'profile')).factors[0].value).toBe('1 of the last 12 full weeks');
  });

  it('grows the limit from steady weekly till takings after 4 weeks; open sales do not count', async () => {
    const { token, user } = await signUpMerchant(t);
    await tradeWeeks(user.id, [9_000, 8_800, 9_200, 9_000, 8_600]);
    await t.deps.db.insert(posSales).values({
      merchantId: user.id,
      saleNumber: 'SALE-VOID',
      items: [],
      subtotal: '90000.00',
      taxAmount: '0',
      totalAmount: '90000.00',
      paymentMethod: 'cash',
      status: 'voided',
      createdAt: new Date(t.deps.clock().getTime() - 10 * DAY_MS),
    });
    const profile = await get(token, 'profile');
    // Steady weekly takings R8 920 (the average, below the median R9 000): half is R4 460.
    expect(profile).toMatchObject({ creditLimit: '4400.00', availableCredit: '4400.00' });
    expect(profile.factors[0].value).toBe('5 of the last 12 full weeks');
    expect(profile.factors[1].value).toBe('R8 920.00');
  });

  it('names the lender of record: the sandbox by default', async () => {
    const { token } = await signUpMerchant(t);
    expect(await get(token, 'lender')).toEqual({
      name: 'KasiTrade Sandbox Lender',
      mode: 'sandbox',
      ncrNumber: null,
    });
  });
});

describe('applying', () => {
  it('approves on the type own term and rate, whatever the client sends', async () => {
    const { token } = await signUpMerchant(t);
    const before = t.deps.clock().getTime();
    const response = await apply(token, {
      loanType: 'float_credit',
      amount: '500',
      purpose: 'Airtime float',
      termDays: 30,
      interestRate: '0',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      loanType: 'float_credit',
      status: 'active',
      amount: '500.00',
      fee: '10.00',
      totalToRepay: '510.00',
      outstandingAmount: '510.00',
      interestRate: '2.00',
      termDays: 3,
      purpose: 'Airtime float',
      overdue: false,
      repaymentDate: null,
      lender: 'KasiTrade Sandbox Lender',
      sandbox: true,
    });
    const due = Date.parse(response.body.dueDate) - Date.parse(response.body.date);
    expect(due).toBe(3 * DAY_MS);
    expect(Date.parse(response.body.date)).toBeGreaterThanOrEqual(before);

    const [active] = await get(token, 'active');
    expect(active).toMatchObject({ id: response.body.id, outstandingAmount: '510.00' });
    expect(await get(token, 'profile')).toMatchObject({
      availableCredit: '1990.00',
      outstanding: '510.00',
      utilization: 20,
    });
  });

  it('rounds the outstanding amount to the cent', async () => {
    const { token } = await signUpMerchant(t);
    const response = await apply(token, { loanType: 'emergency', amount: '12.34' });
    expect(response.body).toMatchObject({ fee: '0.99', outstandingAmount: '13.33' });
  });

  it('refuses an unknown type or an amount not above zero with 400', async () => {
    const { token } = await signUpMerchant(t);
    for (const body of [
      { loanType: 'holiday', amount: '100' },
      { amount: '100' },
      { loanType: 'stock_advance', amount: '0' },
      { loanType: 'stock_advance', amount: '-5' },
      { loanType: 'stock_advance' },
      { loanType: 'stock_advance', amount: '1.005' },
      { loanType: 'stock_advance', amount: '100', termDays: 0 },
      { loanType: 'stock_advance', amount: '100', purpose: 'x'.repeat(201) },
    ]) {
      const response = await apply(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION');
    }
    expect(await get(token, 'active')).toEqual([]);
  });

  const refusal = async (token: string, body: unknown, reason: string, message: string) => {
    const response = await apply(token, body);
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      code: 'RULE_VIOLATION',
      message,
      details: { reason },
    });
  };

  it('refuses more than the type maximum', async () => {
    const { token } = await signUpMerchant(t);
    await refusal(
      token,
      { loanType: 'stock_advance', amount: '1000.01' },
      'OVER_TYPE_MAXIMUM',
      'Stock Advance is at most R1 000.00',
    );
    expect((await apply(token, { loanType: 'stock_advance', amount: '1000' })).status).toBe(201);
  });

  it('refuses a second active loan of the same type', async () => {
    const { token } = await signUpMerchant(t);
    expect((await apply(token, { loanType: 'stock_advance', amount: '100' })).status).toBe(201);
    await refusal(
      token,
      { loanType: 'stock_advance', amount: '100' },
      'LOAN_TYPE_ACTIVE',
      'You already have an active Stock Advance. Repay it before applying for another.',
    );
  });

  it('refuses more than the available credit', async () => {
    const { token } = await signUpMerchant(t);
    expect((await apply(token, { loanType: 'emergency', amount: '2000' })).status).toBe(201);
    await refusal(
      token,
      { loanType: 'stock_advance', amount: '341' },
      'CREDIT_LIMIT_EXCEEDED',
      'Not enough available credit: R340.00 available, R341.00 asked',
    );
    expect((await apply(token, { loanType: 'stock_advance', amount: '340' })).status).toBe(201);
    expect(await get(token, 'profile')).toMatchObject({ availableCredit: '0.00' });
  });

  it('marks a loan overdue after its due date: the score drops and new loans are blocked until repaid', async () => {
    const { token } = await signUpMerchant(t);
    const loan = (await apply(token, { loanType: 'float_credit', amount: '100' })).body;
    t.advance(3 * DAY_MS + 60_000);
    try {
      const [active] = await get(token, 'active');
      expect(active).toMatchObject({ id: loan.id, overdue: true });
      const profile = await get(token, 'profile');
      expect(profile).toMatchObject({ creditScore: 60, status: 'fair' });
      expect(profile.factors.at(-1)).toMatchObject({ label: 'Overdue loans', value: '1' });
      await refusal(
        token,
        { loanType: 'stock_advance', amount: '50' },
        'LOAN_OVERDUE',
        'You have an overdue loan. Repay it before applying for a new one.',
      );
      const repaid = await call(t.app, 'POST', `/api/micro-lending/repay/${loan.id}`, {
        token,
        body: { amount: '102.00' },
      });
      expect(repaid.status).toBe(201);
      expect((await apply(token, { loanType: 'stock_advance', amount: '50' })).status).toBe(201);
      const after = await get(token, 'profile');
      expect(after).toMatchObject({ creditScore: 75, status: 'good' });
      expect(
        after.factors.find((f: { label: string }) => f.label === 'Loans repaid late').value,
      ).toBe('1');
    } finally {
      t.advance(-(3 * DAY_MS + 60_000));
    }
  });

  it('raises the score for a loan repaid on time', async () => {
    const { token } = await signUpMerchant(t);
    const loan = (await apply(token, { loanType: 'stock_advance', amount: '200' })).body;
    await call(t.app, 'POST', `/api/micro-lending/repay/${loan.id}`, {
      token,
      body: { amount: '200' },
    });
    expect(await get(token, 'profile')).toMatchObject({
      creditScore: 88,
      availableCredit: '2500.00',
    });
  });
});

describe('tenant isolation', () => {
  it("never shows or repays another shop's loan", async () => {
    const a = await signUpMerchant(t);
    const b = await signUpMerchant(t);
    const loan = (await apply(a.token, { loanType: 'stock_advance', amount: '300' })).body;
    const stranger = await call(t.app, 'POST', `/api/micro-lending/repay/${loan.id}`, {
      token: b.token,
      body: { amount: '10' },
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe('NOT_FOUND');
    expect(await get(b.token, 'active')).toEqual([]);
    expect(await get(b.token, 'profile')).toMatchObject({ availableCredit: '2500.00' });
    expect(await get(a.token, 'active')).toMatchObject([{ outstandingAmount: '300.00' }]);
  });

  it('answers 401 without a session and 400 to a malformed loan id', async () => {
    expect((await call(t.app, 'GET', '/api/micro-lending/profile')).status).toBe(401);
    const { token } = await signUpMerchant(t);
    const bad = await call(t.app, 'POST', '/api/micro-lending/repay/not-a-loan', {
      token,
      body: { amount: '10' },
    });
    expect(bad.status).toBe(400);
  });
});
