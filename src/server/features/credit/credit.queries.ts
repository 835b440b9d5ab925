import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { instalmentState } from '@shared/credit/allocation';
import { checkCredit } from '@shared/credit/credit-limit';
import type { CreditAccount, CreditAccountDetail } from '@shared/credit/credit.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Db, Tx } from '@server/db/client';
import {
  creditAccounts,
  creditInstalments,
  creditTransactions,
  customers,
} from '@server/db/schema/index';
import { signedLedgerAmount } from '@server/domain/credit/ledger';
import { notFound } from '@server/lib/app-error';
import { centsOf, moneyText } from '@server/lib/money-sql';

export type Reader = Db | Tx;
/** What an instalment still owes. */
export const owed = sql`${creditInstalments.amount} - ${creditInstalments.paidAmount}`;

/** Accounts with ledger-derived balances, next due day and overdue; three queries whatever the count. */
export async function readAccounts(
  db: Reader,
  merchantId: string,
  today: string,
  only?: SQL,
): Promise<CreditAccount[]> {
  const accounts = await db
    .select({
      account: creditAccounts,
      customerName: customers.name,
      customerPhone: customers.phone,
    })
    .from(creditAccounts)
    .innerJoin(customers, eq(customers.id, creditAccounts.customerId))
    .where(and(eq(creditAccounts.merchantId, merchantId), only))
    .orderBy(asc(customers.name), asc(creditAccounts.createdAt));
  if (accounts.length === 0) return [];
  const ids = accounts.map((a) => a.account.id);
  const balances = await db
    .select({
      id: creditTransactions.creditAccountId,
      balance: moneyText(sql`sum(${signedLedgerAmount})`),
    })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.merchantId, merchantId),
        inArray(creditTransactions.creditAccountId, ids),
      ),
    )
    .groupBy(creditTransactions.creditAccountId);
  const dues = await db
    .select({
      id: creditInstalments.creditAccountId,
      nextDueDate: sql<string | null>`min(${creditInstalments.dueDate})::text`,
      overdue: moneyText(
        sql`sum(case when ${creditInstalments.dueDate} < ${today} then ${owed} end)`,
      ),
    })
    .from(creditInstalments)
    .where(
      and(
        eq(creditInstalments.merchantId, merchantId),
        inArray(creditInstalments.creditAccountId, ids),
        gt(creditInstalments.amount, creditInstalments.paidAmount),
      ),
    )
    .groupBy(creditInstalments.creditAccountId);
  const balanceOf = new Map(balances.map((b) => [b.id, centsOf(b.balance)]));
  const dueOf = new Map(dues.map((d) => [d.id, d]));
  return accounts.map(({ account, customerName, customerPhone }) => {
    const balance = balanceOf.get(account.id) ?? 0;
    const limit = centsOf(account.creditLimit);
    const { availableCents } = checkCredit({
      limitCents: limit,
      balanceCents: balance,
      status: account.status,
    });
    const due = dueOf.get(account.id);
    return {
      id: account.id,
      customerId: account.customerId,
      customerName,
      customerPhone,
      creditLimit: centsToDecimal(limit),
      currentBalance: centsToDecimal(balance),
      availableCredit: centsToDecimal(availableCents),
      overdueAmount: centsToDecimal(centsOf(due?.overdue)),
      nextDueDate: due?.nextDueDate ?? null,
      status: account.status,
      createdAt: account.createdAt.toISOString(),
    };
  });
}

export async function readAccount(db: Reader, merchantId: string, id: string, today: string) {
  const [account] = await readAccounts(db, merchantId, today, eq(creditAccounts.id, id));
  if (!account) throw notFound('Credit account');
  return account;
}

export async function readAccountDetail(
  db: Reader,
  merchantId: string,
  id: string,
  today: string,
): Promise<CreditAccountDetail> {
  const account = await readAccount(db, merchantId, id, today);
  const transactions = await db
    .select()
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.creditAccountId, id),
        eq(creditTransactions.merchantId, merchantId),
      ),
    )
    .orderBy(desc(creditTransactions.createdAt));
  const instalments = await db
    .select()
    .from(creditInstalments)
    .where(
      and(eq(creditInstalments.creditAccountId, id), eq(creditInstalments.merchantId, merchantId)),
    )
    .orderBy(
      asc(creditInstalments.dueDate),
      asc(creditInstalments.createdAt),
      asc(creditInstalments.sequence),
    );
  return {
    ...account,
    transactions: transactions.map(toTransactionDto),
    instalments: instalments.map((i) => {
      const amountCents = centsOf(i.amount);
      const paidCents = centsOf(i.paidAmount);
      return {
        id: i.id,
        chargeId: i.chargeId,
        sequence: i.sequence,
        dueDate: i.dueDate,
        amount: centsToDecimal(amountCents),
        paidAmount: centsToDecimal(paidCents),
        state: instalmentState({ dueDate: i.dueDate, amountCents, paidCents }, today),
      };
    }),
  };
}

export function toTransactionDto(row: typeof creditTransactions.$inferSelect) {
  return {
    id: row.id,
    type: row.type,
    amount: centsToDecimal(centsOf(row.amount)),
    description: row.description,
    orderId: row.orderId,
    posSaleId: row.posSaleId,
    createdAt: row.createdAt.toISOString(),
  };
}
