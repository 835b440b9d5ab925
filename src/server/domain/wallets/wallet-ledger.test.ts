import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wallets, walletTransactions } from '../../db/schema';
import { insertCustomer, insertMerchant } from '../../test/fixtures';
import { openTestDatabase } from '../../test/test-app';
import type { AppError } from '../../lib/app-error';
import { payFromWallet, topUpWallet } from './wallet-ledger';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const now = new Date('2026-03-10T08:00:00Z');

async function customer() {
  const merchant = await insertMerchant(database.db);
  const c = await insertCustomer(database.db, merchant.id);
  return { merchantId: merchant.id, customerId: c.id };
}

const topUp = (ctx: { merchantId: string; customerId: string }, amountCents: number) =>
  database.db.transaction((tx) => topUpWallet(tx, { ...ctx, amountCents, now }));
const pay = (ctx: { merchantId: string; customerId: string }, amountCents: number) =>
  database.db.transaction((tx) => payFromWallet(tx, { ...ctx, amountCents, now }));

async function reasonOf(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as AppError;
  expect(error?.statusCode).toBe(422);
  return (error.details as { reason: string }).reason;
}

describe('wallet ledger', () => {
  it('opens the wallet on the first top-up, adds later ones and pays from it', async () => {
    const ctx = await customer();
    await topUp(ctx, 5000);
    const second = await topUp(ctx, 2550);
    expect(second.wallet.balance).toBe('75.50');
    const paid = await pay(ctx, 7550);
    expect(paid.wallet.balance).toBe('0.00');
    const rows = await database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.walletId, paid.wallet.id));
    expect(rows.map((r) => [r.type, r.amount]).sort()).toEqual([
      ['purchase', '75.50'],
      ['top_up', '25.50'],
      ['top_up', '50.00'],
    ]);
  });

  it('refuses a short balance, a missing wallet and a suspended wallet, writing nothing', async () => {
    const ctx = await customer();
    expect(await reasonOf(pay(ctx, 100))).toBe('NO_WALLET');
    const { wallet } = await topUp(ctx, 1000);
    expect(await reasonOf(pay(ctx, 1001))).toBe('INSUFFICIENT_WALLET_BALANCE');
    await database.db.update(wallets).set({ status: 'suspended' }).where(eq(wallets.id, wallet.id));
    expect(await reasonOf(pay(ctx, 10))).toBe('WALLET_SUSPENDED');
    const rows = await database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.walletId, wallet.id));
    expect(rows).toHaveLength(1);
  });

  it('never goes below zero under simultaneous payments', async () => {
    const ctx = await customer();
    await topUp(ctx, 3000);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => pay(ctx, 1000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const [row] = await database.db
      .select()
      .from(wallets)
      .where(eq(wallets.merchantId, ctx.merchantId));
    expect(row!.balance).toBe('0.00');
  });
});
