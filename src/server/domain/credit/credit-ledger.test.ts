import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditAccounts, creditInstalments, creditTransactions } from '../../db/schema';
import { insertCustomer, insertMerchant } from '../../test/fixtures';
import { openTestDatabase } from '../../test/test-app';
import { AppError } from '../../lib/app-error';
import { chargeCredit } from './charge-credit';
import { ledgerBalanceCents } from './ledger';
import { repayCredit } from './repay-credit';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const now = new Date('2026-03-10T08:00:00Z');

async function accountFor(
  limit = '500.00',
  status: 'active' | 'suspended' | 'inactive' = 'active',
) {
  const { db } = database;
  const merchant = await insertMerchant(db);
  const customer = await insertCustomer(db, merchant.id);
  const [account] = await db
    .insert(creditAccounts)
    .values({ merchantId: merchant.id, customerId: customer.id, creditLimit: limit, status })
    .returning();
  return { merchantId: merchant.id, customerId: customer.id, account: account! };
}

const charge = (
  ctx: { merchantId: string; customerId: string },
  amountCents: number,
  instalments: 1 | 2 | 3 | 4 = 1,
) =>
  database.db.transaction((tx) =>
    chargeCredit(tx, { ...ctx, amountCents, instalments, reference: {}, now }),
  );

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.statusCode).toBe(422);
  return (appError.details as { reason: string }).reason;
}

describe('chargeCredit', () => {
  it('writes the charge, its instalments and the cached balance', async () => {
    const ctx = await accountFor();
    const result = await charge(ctx, 10_000, 3);
    expect(result.charge).toMatchObject({ type: 'charge', amount: '100.00' });
    expect(result.instalments.map((i) => [i.dueDate, i.amount])).toEqual([
      ['2026-03-17', '33.34'],
      ['2026-03-24', '33.33'],
      ['2026-03-31', '33.33'],
    ]);
    const [row] = await database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.id, ctx.account.id));
    expect(row!.currentBalance).toBe('100.00');
  });

  it('refuses past the limit, for a suspended or inactive account and without an account', async () => {
    const ctx = await accountFor('100.00');
    await charge(ctx, 6000);
    expect(await refusal(charge(ctx, 4001))).toBe('CREDIT_LIMIT_EXCEEDED');
    await charge(ctx, 4000);
    expect(await refusal(charge(ctx, 1))).toBe('CREDIT_LIMIT_EXCEEDED');

    expect(await refusal(charge(await accountFor('100.00', 'suspended'), 100))).toBe(
      'ACCOUNT_SUSPENDED',
    );
    expect(await refusal(charge(await accountFor('100.00', 'inactive'), 100))).toBe(
      'ACCOUNT_SUSPENDED',
    );
    const stranger = await insertCustomer(database.db, ctx.merchantId);
    expect(await refusal(charge({ ...ctx, customerId: stranger.id }, 100))).toBe(
      'NO_CREDIT_ACCOUNT',
    );
  });

  it('never charges an account of another merchant', async () => {
    const ctx = await accountFor();
    const other = await insertMerchant(database.db);
    expect(await refusal(charge({ merchantId: other.id, customerId: ctx.customerId }, 100))).toBe(
      'NO_CREDIT_ACCOUNT',
    );
  });

  it('lets exactly 3 of 10 simultaneous charges through when there is room for 3', async () => {
    const ctx = await accountFor('300.00');
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => charge(ctx, 10_000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r.reason as AppError).details).toMatchObject({ reason: 'CREDIT_LIMIT_EXCEEDED' });
    }
    const balance = await database.db.transaction((tx) =>
      ledgerBalanceCents(tx, ctx.merchantId, ctx.account.id),
    );
    expect(balance).toBe(30_000);
  });
});

describe('repayCredit', () => {
  it('settles instalments oldest first and lowers the balance', async () => {
    const ctx = await accountFor();
    await charge(ctx, 9000, 3);
    await charge(ctx, 5000, 1);
    const result = await database.db.transaction((tx) =>
      repayCredit(tx, {
        merchantId: ctx.merchantId,
        accountId: ctx.account.id,
        amountCents: 4500,
        method: 'cash',
        now,
      }),
    );
    expect(result.balanceCents).toBe(9500);
    const rows = await database.db
      .select()
      .from(creditInstalments)
      .where(eq(creditInstalments.creditAccountId, ctx.account.id))
      .orderBy(creditInstalments.dueDate);
    expect(rows.map((r) => [r.dueDate, r.amount, r.paidAmount])).toEqual([
      ['2026-03-17', '30.00', '30.00'],
      ['2026-03-24', '30.00', '15.00'],
      ['2026-03-31', '30.00', '0.00'],
      ['2026-04-09', '50.00', '0.00'],
    ]);
    const ledger = await database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.creditAccountId, ctx.account.id));
    expect(ledger.map((r) => r.type).sort()).toEqual(['charge', 'charge', 'payment']);
  });

  it('refuses more than is owed and writes nothing', async () => {
    const ctx = await accountFor();
    await charge(ctx, 1000);
    const attempt = database.db.transaction((tx) =>
      repayCredit(tx, {
        merchantId: ctx.merchantId,
        accountId: ctx.account.id,
        amountCents: 1001,
        method: 'cash',
        now,
      }),
    );
    expect(await refusal(attempt)).toBe('OVERPAYMENT');
    const ledger = await database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.creditAccountId, ctx.account.id));
    expect(ledger).toHaveLength(1);
  });
});
