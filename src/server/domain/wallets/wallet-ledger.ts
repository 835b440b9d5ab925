import { fillPhrase } from '@shared/i18n/phrase';
import { and, eq, gte, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES, PAYMENT_REFUSALS } from '@shared/credit/reasons';
import { centsToDecimal, type Cents } from '@shared/money/money';
import { LIMIT_MESSAGES, MONEY_LIMITS } from '@shared/money/limits';
import type { Tx } from '../../db/client';
import { wallets, walletTransactions } from '../../db/schema';
import { AppError, ruleViolation } from '../../lib/app-error';
import { centsOf } from '../../lib/money-sql';

export interface TopUpInput {
  merchantId: string;
  customerId: string;
  amountCents: Cents;
  description?: string;
  now: Date;
}

/**
 * Adds prepaid money to a customer's wallet (opened on the first top-up); one ledger row.
 * A guarded update keeps the balance within MONEY_LIMITS.walletBalance (400 past it).
 */
export async function topUpWallet(tx: Tx, input: TopUpInput) {
  const amount = centsToDecimal(input.amountCents);
  const max = centsToDecimal(MONEY_LIMITS.walletBalance);
  const [wallet] = await tx
    .insert(wallets)
    .values({ merchantId: input.merchantId, customerId: input.customerId, balance: amount })
    .onConflictDoUpdate({
      target: [wallets.merchantId, wallets.customerId],
      set: { balance: sql`${wallets.balance} + ${amount}::numeric` },
      setWhere: sql`${wallets.balance} + ${amount}::numeric <= ${max}::numeric`,
    })
    .returning();
  if (!wallet) await refuseOverfull(tx, input);
  const [entry] = await tx
    .insert(walletTransactions)
    .values({
      merchantId: input.merchantId,
      walletId: wallet!.id,
      type: 'top_up',
      amount,
      description: input.description || 'Cash top-up at the till',
      createdAt: input.now,
    })
    .returning();
  return { wallet: wallet!, entry: entry! };
}

export interface WalletPaymentInput {
  merchantId: string;
  customerId: string;
  amountCents: Cents;
  posSaleId?: string;
  description?: string;
  now: Date;
}

/**
 * Pays from a customer's wallet inside the caller's transaction. A guarded update keeps the
 * balance from going below zero under concurrency; refused (422) when the balance is short.
 */
export async function payFromWallet(tx: Tx, input: WalletPaymentInput) {
  const amount = centsToDecimal(input.amountCents);
  const owned = and(
    eq(wallets.merchantId, input.merchantId),
    eq(wallets.customerId, input.customerId),
  );
  const [wallet] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - ${amount}::numeric` })
    .where(and(owned, eq(wallets.status, 'active'), gte(wallets.balance, amount)))
    .returning();
  if (!wallet) await refuse(tx, owned!, input.amountCents);
  const [entry] = await tx
    .insert(walletTransactions)
    .values({
      merchantId: input.merchantId,
      walletId: wallet!.id,
      type: 'purchase',
      amount,
      posSaleId: input.posSaleId,
      description: input.description || 'Purchase',
      createdAt: input.now,
    })
    .returning();
  return { wallet: wallet!, entry: entry! };
}

async function refuseOverfull(tx: Tx, input: TopUpInput): Promise<never> {
  const [wallet] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.merchantId, input.merchantId), eq(wallets.customerId, input.customerId)));
  const message = LIMIT_MESSAGES.wallet(centsOf(wallet?.balance));
  throw new AppError('VALIDATION', message, {
    issues: [{ field: 'amount', message: fillPhrase(message) }],
  });
}

async function refuse(tx: Tx, owned: ReturnType<typeof and>, amountCents: Cents): Promise<never> {
  const [wallet] = await tx.select().from(wallets).where(owned);
  if (!wallet) throw ruleViolation(PAYMENT_REFUSALS.noWallet, 'This customer has no wallet');
  if (wallet.status !== 'active') {
    throw ruleViolation(PAYMENT_REFUSALS.walletSuspended, PAYMENT_MESSAGES.walletSuspended);
  }
  const balance = centsOf(wallet.balance);
  throw ruleViolation(
    PAYMENT_REFUSALS.insufficientWalletBalance,
    PAYMENT_MESSAGES.walletShort(amountCents, balance),
    { available: centsToDecimal(balance), requested: centsToDecimal(amountCents) },
  );
}

/**
 * Puts money back in a customer's wallet (opened if they had none): a refund of a wallet sale,
 * or a credit sale's refund above what they owed (store credit). One `refund` ledger row. Money
 * owed back is never refused, so the wallet's top-up ceiling does not apply.
 */
export async function refundToWallet(tx: Tx, input: WalletPaymentInput & { description: string }) {
  const amount = centsToDecimal(input.amountCents);
  const [wallet] = await tx
    .insert(wallets)
    .values({ merchantId: input.merchantId, customerId: input.customerId, balance: amount })
    .onConflictDoUpdate({
      target: [wallets.merchantId, wallets.customerId],
      set: { balance: sql`${wallets.balance} + ${amount}::numeric` },
    })
    .returning();
  await tx.insert(walletTransactions).values({
    merchantId: input.merchantId,
    walletId: wallet!.id,
    type: 'refund',
    amount,
    posSaleId: input.posSaleId,
    description: input.description,
    createdAt: input.now,
  });
  return wallet!;
}
