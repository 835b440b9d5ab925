import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loanTransactions, merchantProfiles, microLoans } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { centsOf, moneyText } from '../../lib/money-sql';

const t = loanTransactions;
/**
 * What the merchant owes: disbursement and fee add, completed repayments subtract. A pending
 * disbursement already counts (the credit is reserved); a pending repayment does not yet.
 */
const owedAmount = sql`case when ${t.status} = 'failed' then 0 when ${t.type} <> 'repayment' then ${t.amount} when ${t.status} = 'completed' then -${t.amount} else 0 end`;
/** What may still be paid: like owedAmount, with pending repayments already taken off. */
export const payableAmount = sql`case when ${t.status} = 'failed' then 0 when ${t.type} <> 'repayment' then ${t.amount} else -${t.amount} end`;

export type LoanRow = typeof microLoans.$inferSelect;

/**
 * Serialises lending decisions per merchant: the merchant's profile row (created if missing) is
 * locked until the transaction ends, so concurrent applications are judged one after another.
 */
export async function lockMerchantLending(tx: Tx, merchantId: string) {
  await tx.insert(merchantProfiles).values({ userId: merchantId }).onConflictDoNothing();
  await tx
    .select({ id: merchantProfiles.id })
    .from(merchantProfiles)
    .where(eq(merchantProfiles.userId, merchantId))
    .for('update');
}

/** The merchant's loans (all, or those `only` picks) with what is owed on each, from the ledger: one query. */
export async function loansWithOwed(db: Db | Tx, merchantId: string, only?: SQL) {
  const rows = await db
    .select({ loan: microLoans, owed: moneyText(sql`sum(${owedAmount})`) })
    .from(microLoans)
    .leftJoin(t, and(eq(t.loanId, microLoans.id), eq(t.merchantId, merchantId)))
    .where(and(eq(microLoans.merchantId, merchantId), only))
    .groupBy(microLoans.id);
  return rows.map((row) => ({ loan: row.loan, owedCents: centsOf(row.owed) }));
}

/** One loan's ledger summed: what is owed (default) or what may still be paid. */
export async function ledgerSum(
  tx: Tx,
  merchantId: string,
  loanId: string,
  expression = owedAmount,
) {
  const [row] = await tx
    .select({ sum: moneyText(sql`sum(${expression})`) })
    .from(t)
    .where(and(eq(t.merchantId, merchantId), eq(t.loanId, loanId)));
  return centsOf(row?.sum);
}

/** The loan row, locked until the transaction ends; another shop's loan is not found. */
export async function lockLoan(tx: Tx, merchantId: string, loanId: string): Promise<LoanRow> {
  const [loan] = await tx
    .select()
    .from(microLoans)
    .where(and(eq(microLoans.merchantId, merchantId), eq(microLoans.id, loanId)))
    .for('update');
  if (!loan) throw notFound('Loan');
  return loan;
}
