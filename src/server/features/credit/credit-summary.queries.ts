import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { CreditSummary } from '@shared/credit/credit.schemas';
import { centsToDecimal } from '@shared/money/money';
import { creditAccounts, creditInstalments, creditTransactions } from '@server/db/schema/index';
import { signedLedgerAmount } from '@server/domain/credit/ledger';
import { centsOf, moneyText } from '@server/lib/money-sql';
import { owed, type Reader } from './credit.queries';

/** Credit issued, outstanding, repaid and overdue for the merchant, from the ledger. */
export async function readSummary(
  db: Reader,
  merchantId: string,
  today: string,
): Promise<CreditSummary> {
  const ofType = (type: string) =>
    moneyText(
      sql`sum(case when ${creditTransactions.type} = ${type} then ${creditTransactions.amount} end)`,
    );
  const [ledger] = await db
    .select({
      // Charges net of what cancelled or cut orders took back.
      issued: moneyText(
        sql`sum(case when ${creditTransactions.type} <> 'payment' then ${creditTransactions.amount} end)`,
      ),
      repaid: ofType('payment'),
      outstanding: moneyText(sql`sum(${signedLedgerAmount})`),
    })
    .from(creditTransactions)
    .where(eq(creditTransactions.merchantId, merchantId));
  const [late] = await db
    .select({ overdue: moneyText(sql`sum(${owed})`) })
    .from(creditInstalments)
    .where(
      and(
        eq(creditInstalments.merchantId, merchantId),
        lt(creditInstalments.dueDate, today),
        gt(creditInstalments.amount, creditInstalments.paidAmount),
      ),
    );
  const [counts] = await db
    .select({
      accounts: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${creditAccounts.status} = 'active'))::int`,
    })
    .from(creditAccounts)
    .where(eq(creditAccounts.merchantId, merchantId));
  const money = (value: string | undefined) => centsToDecimal(centsOf(value));
  return {
    totalIssued: money(ledger?.issued),
    outstanding: money(ledger?.outstanding),
    repaid: money(ledger?.repaid),
    overdue: money(late?.overdue),
    accounts: counts?.accounts ?? 0,
    activeAccounts: counts?.active ?? 0,
  };
}
