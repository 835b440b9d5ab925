import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loanTransactions, microLoans } from '@server/db/schema/index';
import { signUpMerchant } from '@server/test/auth-helpers';
import { call } from '@server/test/test-app';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

async function shopWithLoan(loanType = 'float_credit', amount = '500') {
  const { token, user } = await signUpMerchant(t);
  const applied = await call(t.app, 'POST', '/api/micro-lending/apply', {
    token,
    body: { loanType, amount },
  });
  expect(applied.status).toBe(201);
  return { token, merchantId: user.id as string, loan: applied.body };
}

const repay = (token: string, id: string, amount: string, key?: string) =>
  call(t.app, 'POST', `/api/micro-lending/repay/${id}`, {
    token,
    body: { amount },
    headers: key ? { 'idempotency-key': key } : {},
  });

const ledger = (loanId: string) =>
  t.deps.db
    .select({
      type: loanTransactions.type,
      amount: loanTransactions.amount,
      status: loanTransactions.status,
    })
    .from(loanTransactions)
    .where(eq(loanTransactions.loanId, loanId))
    .orderBy(loanTransactions.createdAt);

describe('repaying a loan', () => {
  it('takes partial payments, closes the loan as paid at zero and moves it to history', async () => {
    const { token, loan } = await shopWithLoan();
    const first = await repay(token, loan.id, '110');
    expect(first.status).toBe(201);
    expect(first.body.repayment).toMatchObject({ amount: '110.00' });
    expect(first.body.loan).toMatchObject({ status: 'active', outstandingAmount: '400.00' });

    const last = await repay(token, loan.id, '400.00');
    expect(last.body.loan).toMatchObject({ status: 'paid', outstandingAmount: '0.00' });
    expect(Date.parse(last.body.loan.repaymentDate)).toBeGreaterThan(0);

    expect((await call(t.app, 'GET', '/api/micro-lending/active', { token })).body).toEqual([]);
    const history = (await call(t.app, 'GET', '/api/micro-lending/history', { token })).body;
    expect(history).toMatchObject([
      { id: loan.id, status: 'paid', amount: '500.00', loanType: 'float_credit' },
    ]);
    expect(history[0].repaymentDate).toBe(last.body.loan.repaymentDate);
    expect(await ledger(loan.id)).toEqual([
      { type: 'disbursement', amount: '500.00', status: 'completed' },
      { type: 'fee', amount: '10.00', status: 'completed' },
      { type: 'repayment', amount: '110.00', status: 'completed' },
      { type: 'repayment', amount: '400.00', status: 'completed' },
    ]);
    const [row] = await t.deps.db.select().from(microLoans).where(eq(microLoans.id, loan.id));
    expect(row).toMatchObject({ outstandingAmount: '0.00', status: 'paid' });
  });

  it('refuses more than is outstanding and writes nothing', async () => {
    const { token, loan } = await shopWithLoan();
    const response = await repay(token, loan.id, '510.01');
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({
      message: 'The repayment is more than the amount outstanding (R510.00)',
      details: { reason: 'OVERPAYMENT', outstanding: '510.00' },
    });
    expect(await ledger(loan.id)).toHaveLength(2);
  });

  it('refuses to repay a loan that is already paid', async () => {
    const { token, loan } = await shopWithLoan('stock_advance', '100');
    await repay(token, loan.id, '100');
    const again = await repay(token, loan.id, '1');
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({
      message: 'This loan is already repaid',
      details: { reason: 'LOAN_NOT_ACTIVE' },
    });
  });

  it('refuses an amount not above zero and an unknown loan', async () => {
    const { token, loan } = await shopWithLoan();
    for (const amount of ['0', '-1', 'ten', '1.234']) {
      expect((await repay(token, loan.id, amount)).status).toBe(400);
    }
    const missing = await repay(token, '5d0c1f6e-0000-4000-8000-000000000000', '1');
    expect(missing.status).toBe(404);
  });
});

describe('a keyed repayment', () => {
  it('is recorded once however often it is retried, even at the same moment', async () => {
    const { token, loan } = await shopWithLoan();
    const first = await repay(token, loan.id, '110', 'pay-110');
    const retries = await Promise.all([
      repay(token, loan.id, '110', 'pay-110'),
      repay(token, loan.id, '110', 'pay-110'),
      repay(token, loan.id, '110', 'pay-110'),
    ]);
    for (const retry of retries) {
      expect(retry.status).toBe(201);
      expect(retry.body.repayment.id).toBe(first.body.repayment.id);
    }
    const repayments = (await ledger(loan.id)).filter((row) => row.type === 'repayment');
    expect(repayments).toEqual([{ type: 'repayment', amount: '110.00', status: 'completed' }]);
    const [active] = (await call(t.app, 'GET', '/api/micro-lending/active', { token })).body;
    expect(active.outstandingAmount).toBe('400.00');
  });

  it('with a different amount is a conflict, and a new key pays again', async () => {
    const { token, loan } = await shopWithLoan();
    await repay(token, loan.id, '100', 'pay-a');
    const reused = await repay(token, loan.id, '200', 'pay-a');
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('CONFLICT');
    const fresh = await repay(token, loan.id, '100', 'pay-b');
    expect(fresh.body.loan.outstandingAmount).toBe('310.00');
  });

  it('that was refused may be retried with the same key once it fits', async () => {
    const { token, loan } = await shopWithLoan();
    expect((await repay(token, loan.id, '600', 'pay-x')).status).toBe(422);
    expect((await repay(token, loan.id, '600', 'pay-x')).status).toBe(422);
    expect(await ledger(loan.id)).toHaveLength(2);
  });
});

describe('the payments overview', () => {
  it('lists the loan payout and each repayment among the recent transactions', async () => {
    const { token, loan, merchantId } = await shopWithLoan('emergency', '1000');
    await repay(token, loan.id, '80');
    await repay(token, loan.id, '120');
    const overview = (await call(t.app, 'GET', '/api/payments/overview', { token })).body;
    expect(
      overview.recentTransactions.map((r: Record<string, unknown>) => [
        r.kind,
        r.reference,
        r.amount,
        r.method,
      ]),
    ).toEqual([
      ['loan_repayment', 'Emergency Fund', '120.00', null],
      ['loan_repayment', 'Emergency Fund', '80.00', null],
      ['loan_disbursement', 'Emergency Fund', '1000.00', null],
    ]);
    // The loan type is named in the reader's language.
    const xhosa = await call(t.app, 'GET', '/api/payments/overview', {
      token,
      headers: { 'accept-language': 'xh' },
    });
    expect(xhosa.body.recentTransactions[0].reference).toBe('Imali yongxamiseko');
    // The fee is owed, not paid out: it is no transaction of its own.
    const rows = await t.deps.db
      .select()
      .from(loanTransactions)
      .where(and(eq(loanTransactions.merchantId, merchantId), eq(loanTransactions.type, 'fee')));
    expect(rows.map((r) => r.amount)).toEqual(['80.00']);
  });
});
