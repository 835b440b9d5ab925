import { and, eq, gte, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import { centsToDecimal, toCents, type Cents } from '@shared/money/money';
import { creditProfile, isOverdue, type LoanRecord } from '@shared/micro-lending/credit-profile';
import { PROFILE_RULES } from '@shared/micro-lending/profile-rules';
import type { CreditProfile, Loan } from '@shared/micro-lending/micro-lending.schemas';
import { loanFeeCents } from '@shared/micro-lending/repayment';
import { DAY_MS, johannesburgDayStart } from '@shared/time/johannesburg';
import type { Db, Tx } from '@server/db/client';
import type { ServerTexts } from '@server/lib/i18n';
import { loanTransactions, microLoans, posSales, refunds } from '@server/db/schema/index';
import { tillRefund } from '@server/domain/refunds/refund-sums';
import { loansWithOwed, type LoanRow } from '@server/domain/loans/loan-ledger';
import { notFound } from '@server/lib/app-error';
import { centsOf, moneyText } from '@server/lib/money-sql';

type Reader = Db | Tx;
const WEEK_MS = 7 * DAY_MS;

/**
 * Completed till sales of each of the last complete weeks less the refunds given in that week,
 * newest first: week 0 is the seven Johannesburg days before today. Two queries.
 */
export async function weeklyTakings(db: Reader, merchantId: string, now: Date): Promise<Cents[]> {
  const end = johannesburgDayStart(now);
  const start = new Date(end.getTime() - PROFILE_RULES.lookbackWeeks * WEEK_MS);
  // Weeks counted from the oldest: 0 .. lookbackWeeks - 1.
  const weekOf = (at: AnyColumn) =>
    sql<number>`floor(extract(epoch from (${at} - ${start.toISOString()}::timestamptz)) / ${WEEK_MS / 1000})::int`;
  const [sold, refunded] = await Promise.all([
    db
      .select({
        week: weekOf(posSales.createdAt),
        amount: moneyText(sql`sum(${posSales.totalAmount})`),
      })
      .from(posSales)
      .where(
        and(
          eq(posSales.merchantId, merchantId),
          eq(posSales.status, 'completed'),
          gte(posSales.createdAt, start),
          lt(posSales.createdAt, end),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ week: weekOf(refunds.createdAt), amount: moneyText(sql`-sum(${refunds.amount})`) })
      .from(refunds)
      .where(
        and(
          eq(refunds.merchantId, merchantId),
          tillRefund,
          gte(refunds.createdAt, start),
          lt(refunds.createdAt, end),
        ),
      )
      .groupBy(sql`1`),
  ]);
  const weeks = Array.from({ length: PROFILE_RULES.lookbackWeeks }, () => 0);
  for (const row of [...sold, ...refunded]) {
    weeks[PROFILE_RULES.lookbackWeeks - 1 - row.week]! += centsOf(row.amount);
  }
  return weeks;
}

const loanRecordOf = ({ loan, owedCents }: { loan: LoanRow; owedCents: Cents }): LoanRecord => ({
  status: loan.status,
  dueDate: loan.dueDate,
  repaidAt: loan.repaidAt,
  outstandingCents: owedCents,
});

/** The shop's credit profile, from its till sales and its loans: two queries. */
export async function readProfile(db: Reader, merchantId: string, now: Date) {
  const loans = await loansWithOwed(db, merchantId);
  const takings = await weeklyTakings(db, merchantId, now);
  return {
    loans,
    figures: creditProfile({ weeklyTakings: takings, loans: loans.map(loanRecordOf), now }),
  };
}

export function toProfileDto(
  figures: ReturnType<typeof creditProfile>,
  texts: ServerTexts,
): CreditProfile {
  return {
    creditLimit: centsToDecimal(figures.creditLimitCents),
    availableCredit: centsToDecimal(figures.availableCents),
    outstanding: centsToDecimal(figures.outstandingCents),
    creditScore: figures.score,
    status: figures.band,
    utilization: figures.utilizationPercent,
    factors: figures.factors.map((factor) => ({
      ...factor,
      label: texts.message(factor.label),
      value: texts.message(factor.value),
      detail: texts.message(factor.detail),
    })),
  };
}

function toLoanDto(loan: LoanRow, owedCents: Cents, now: Date): Loan {
  const amountCents = centsOf(loan.amount);
  const feeCents = loanFeeCents(amountCents, toCents(loan.interestRate) ?? 0);
  return {
    id: loan.id,
    loanType: loan.loanType,
    status: loan.status,
    amount: centsToDecimal(amountCents),
    fee: centsToDecimal(feeCents),
    totalToRepay: centsToDecimal(amountCents + feeCents),
    outstandingAmount: centsToDecimal(owedCents),
    interestRate: loan.interestRate,
    termDays: loan.termDays,
    purpose: loan.purpose,
    date: (loan.approvedAt ?? loan.createdAt).toISOString(),
    dueDate: loan.dueDate?.toISOString() ?? null,
    repaymentDate: loan.repaidAt?.toISOString() ?? null,
    overdue: isOverdue(loanRecordOf({ loan, owedCents }), now),
    lender: loan.lender,
    sandbox: loan.sandbox,
    failureReason: loan.failureReason,
  };
}

const time = (at: Date | null) => at?.getTime() ?? 0;

/** Active loans, soonest due first. */
export async function readActiveLoans(db: Reader, merchantId: string, now: Date) {
  const rows = await loansWithOwed(db, merchantId, eq(microLoans.status, 'active'));
  return rows
    .sort((a, b) => time(a.loan.dueDate) - time(b.loan.dueDate))
    .map(({ loan, owedCents }) => toLoanDto(loan, owedCents, now));
}

/** Closed loans (paid, declined, written off), newest first. */
export async function readLoanHistory(db: Reader, merchantId: string, now: Date) {
  const rows = await loansWithOwed(
    db,
    merchantId,
    inArray(microLoans.status, ['paid', 'declined', 'defaulted']),
  );
  const closedAt = (loan: LoanRow) => time(loan.repaidAt ?? loan.approvedAt ?? loan.createdAt);
  return rows
    .sort((a, b) => closedAt(b.loan) - closedAt(a.loan))
    .map(({ loan, owedCents }) => toLoanDto(loan, owedCents, now));
}

export async function readLoan(db: Reader, merchantId: string, loanId: string, now: Date) {
  const [row] = await loansWithOwed(db, merchantId, eq(microLoans.id, loanId));
  if (!row) throw notFound('Loan');
  return toLoanDto(row.loan, row.owedCents, now);
}

/** One repayment row of the merchant's loan ledger. */
export async function readRepayment(db: Reader, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(loanTransactions)
    .where(and(eq(loanTransactions.merchantId, merchantId), eq(loanTransactions.id, id)));
  if (!row) throw notFound('Repayment');
  return row;
}
