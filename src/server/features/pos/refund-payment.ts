import { and, eq } from 'drizzle-orm';
import type { Cents } from '@shared/money/money';
import type { RefundMethod } from '@shared/pos/refund.schemas';
import type { Tx } from '@server/db/client';
import { creditAccounts, creditTransactions } from '@server/db/schema/index';
import { creditBackOrder } from '@server/domain/credit/order-credit';
import { ledgerBalanceCents, lockAccount } from '@server/domain/credit/ledger';
import { refundToWallet } from '@server/domain/wallets/wallet-ledger';

export interface RefundPayment {
  merchantId: string;
  saleId: string;
  /** The sale's method and customer. */
  method: string;
  customerId: string | null;
  amount: Cents;
  /** What the ledger rows say, e.g. "Refund CN-000001 of SALE-000042". */
  description: string;
  now: Date;
}

/** The account a credit sale was charged to (its charge row names the sale). */
async function chargedAccount(tx: Tx, merchantId: string, saleId: string) {
  const [charge] = await tx
    .select({ accountId: creditTransactions.creditAccountId })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.merchantId, merchantId),
        eq(creditTransactions.posSaleId, saleId),
        eq(creditTransactions.type, 'charge'),
      ),
    );
  return charge?.accountId ?? null;
}

/**
 * Gives the money back the way it came, in the refund's transaction. Cash leaves the drawer and
 * a card refund is recorded (the refund row is the record). Wallet: back into the wallet.
 * Credit: the balance owed goes down (an adjustment row; the sale's unpaid instalments shrink,
 * latest due first) but never below zero; the rest goes to the wallet as store credit.
 */
export async function giveMoneyBack(
  tx: Tx,
  payment: RefundPayment,
): Promise<{ method: RefundMethod; storeCredit: Cents | null }> {
  const { merchantId, customerId, amount, now } = payment;
  const toWallet = (cents: Cents) =>
    refundToWallet(tx, {
      merchantId,
      customerId: customerId!,
      amountCents: cents,
      posSaleId: payment.saleId,
      description: payment.description,
      now,
    });
  if (payment.method === 'wallet' && customerId) {
    if (amount > 0) await toWallet(amount);
    return { method: 'wallet', storeCredit: null };
  }
  if (payment.method !== 'credit' || !customerId) {
    return { method: payment.method === 'card' ? 'card' : 'cash', storeCredit: null };
  }
  const accountId = await chargedAccount(tx, merchantId, payment.saleId);
  let owed = 0;
  if (accountId) {
    const account = await lockAccount(tx, merchantId, eq(creditAccounts.id, accountId));
    owed = Math.max(await ledgerBalanceCents(tx, merchantId, account!.id), 0);
  }
  const offBalance = Math.min(owed, amount);
  if (offBalance > 0) {
    await creditBackOrder(tx, {
      merchantId,
      accountId: accountId!,
      posSaleId: payment.saleId,
      amountCents: offBalance,
      description: payment.description,
      now,
    });
  }
  const excess = amount - offBalance;
  if (excess > 0) await toWallet(excess);
  return {
    method: offBalance > 0 || amount === 0 ? 'credit' : 'store_credit',
    storeCredit: excess > 0 ? excess : null,
  };
}
