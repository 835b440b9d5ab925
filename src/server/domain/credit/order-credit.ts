import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Cents } from '@shared/money/money';
import { centsToDecimal } from '@shared/money/money';
import type { Tx } from '../../db/client';
import { creditAccounts, creditInstalments, creditTransactions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { centsOf, moneyText } from '../../lib/money-sql';
import { ledgerBalanceCents, lockAccount, signedLedgerAmount, writeBalance } from './ledger';

export interface CreditBackInput {
  merchantId: string;
  accountId: string;
  /** What is taken back: an order's charge, or a till sale's (a refund). */
  orderId?: string;
  posSaleId?: string;
  amountCents: Cents;
  description: string;
  now: Date;
}

/**
 * Takes back part or all of what an order or a till sale charged (an order cancelled or its
 * items cut, a sale refunded): one negative
 * adjustment row, and the order's unpaid instalments reduced, latest due first. What the customer
 * already repaid beyond the new amount stays as credit in their favour.
 */
export async function creditBackOrder(tx: Tx, input: CreditBackInput) {
  const { merchantId, amountCents, now } = input;
  const account = await lockAccount(tx, merchantId, eq(creditAccounts.id, input.accountId));
  if (!account) throw notFound('Credit account');
  await tx.insert(creditTransactions).values({
    merchantId,
    creditAccountId: account.id,
    orderId: input.orderId,
    posSaleId: input.posSaleId,
    type: 'adjustment',
    amount: centsToDecimal(-amountCents),
    description: input.description,
    createdAt: now,
  });
  const open = await tx
    .select({
      id: creditInstalments.id,
      amount: creditInstalments.amount,
      paidAmount: creditInstalments.paidAmount,
    })
    .from(creditInstalments)
    .innerJoin(creditTransactions, eq(creditTransactions.id, creditInstalments.chargeId))
    .where(
      and(
        eq(creditInstalments.merchantId, merchantId),
        input.posSaleId
          ? eq(creditTransactions.posSaleId, input.posSaleId)
          : eq(creditTransactions.orderId, input.orderId!),
        gt(creditInstalments.amount, creditInstalments.paidAmount),
      ),
    )
    .orderBy(desc(creditInstalments.dueDate), desc(creditInstalments.sequence));
  let left = amountCents;
  for (const instalment of open) {
    if (left <= 0) break;
    const cut = Math.min(left, centsOf(instalment.amount) - centsOf(instalment.paidAmount));
    await tx
      .update(creditInstalments)
      .set({ amount: sql`${creditInstalments.amount} - ${centsToDecimal(cut)}::numeric` })
      .where(eq(creditInstalments.id, instalment.id));
    left -= cut;
  }
  const balance = await ledgerBalanceCents(tx, merchantId, account.id);
  await writeBalance(tx, account, balance, now);
}

/** What an order has on the book, per credit account: its charges less what was taken back. */
export async function orderCreditByAccount(tx: Tx, merchantId: string, orderId: string) {
  const rows = await tx
    .select({
      accountId: creditTransactions.creditAccountId,
      customerId: creditAccounts.customerId,
      amount: moneyText(sql`sum(${signedLedgerAmount})`),
    })
    .from(creditTransactions)
    .innerJoin(creditAccounts, eq(creditAccounts.id, creditTransactions.creditAccountId))
    .where(
      and(
        eq(creditTransactions.merchantId, merchantId),
        eq(creditTransactions.orderId, orderId),
        ne(creditTransactions.type, 'payment'),
      ),
    )
    .groupBy(creditTransactions.creditAccountId, creditAccounts.customerId);
  return rows.map((r) => ({ ...r, cents: centsOf(r.amount) }));
}
