import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Cents } from '@shared/money/money';
import { centsToDecimal } from '@shared/money/money';
import type { Tx } from '../../db/client';
import { creditAccounts, creditTransactions } from '../../db/schema';
import { centsOf, moneyText } from '../../lib/money-sql';

/** Signed ledger amount: charges and adjustments add, payments subtract. */
export const signedLedgerAmount = sql`case when ${creditTransactions.type} = 'payment' then -${creditTransactions.amount} else ${creditTransactions.amount} end`;

export type CreditAccountRow = typeof creditAccounts.$inferSelect;

/** The account row, locked until the transaction ends so concurrent charges queue behind it. */
export async function lockAccount(tx: Tx, merchantId: string, where: SQL) {
  const [account] = await tx
    .select()
    .from(creditAccounts)
    .where(and(eq(creditAccounts.merchantId, merchantId), where))
    .for('update');
  return account;
}

/** The balance as the ledger says it. */
export async function ledgerBalanceCents(tx: Tx, merchantId: string, accountId: string) {
  const [row] = await tx
    .select({ balance: moneyText(sql`sum(${signedLedgerAmount})`) })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.merchantId, merchantId),
        eq(creditTransactions.creditAccountId, accountId),
      ),
    );
  return centsOf(row?.balance);
}

/** Keeps the account's cached balance equal to the ledger's. */
export async function writeBalance(
  tx: Tx,
  account: CreditAccountRow,
  balanceCents: Cents,
  now: Date,
) {
  await tx
    .update(creditAccounts)
    .set({ currentBalance: centsToDecimal(balanceCents), updatedAt: now })
    .where(eq(creditAccounts.id, account.id));
}
