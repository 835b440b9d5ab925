import { phrase } from '@shared/i18n/phrase';
import { and, eq } from 'drizzle-orm';
import { centsToDecimal, formatRand, type Cents } from '@shared/money/money';
import { LOAN_REFUSALS } from '@shared/micro-lending/application-rules';
import { applyRepayment } from '@shared/micro-lending/repayment';
import type { Tx } from '../../db/client';
import { loanTransactions as t, microLoans } from '../../db/schema';
import { AppError, ruleViolation } from '../../lib/app-error';
import { ledgerSum, lockLoan, payableAmount, type LoanRow } from './loan-ledger';

const NOT_ACTIVE_MESSAGES: Record<LoanRow['status'], string> = {
  pending: 'This loan is still waiting for the lender',
  active: '',
  paid: 'This loan is already repaid',
  declined: 'This loan was declined; there is nothing to repay',
  defaulted: 'This loan was written off; speak to the lender',
};

/**
 * A pending repayment on an active loan: partial payments allowed, never more than is still
 * payable. Refused (422) with LOAN_NOT_ACTIVE or OVERPAYMENT; another shop's loan is 404.
 */
export async function startRepayment(
  tx: Tx,
  input: { merchantId: string; loanId: string; amountCents: Cents; now: Date },
) {
  const { merchantId, loanId, amountCents } = input;
  const loan = await lockLoan(tx, merchantId, loanId);
  if (loan.status !== 'active') {
    throw ruleViolation(LOAN_REFUSALS.notActive, NOT_ACTIVE_MESSAGES[loan.status], {
      status: loan.status,
    });
  }
  const payable = await ledgerSum(tx, merchantId, loanId, payableAmount);
  const outcome = applyRepayment(payable, amountCents);
  if (!outcome.ok && outcome.reason === 'NOT_POSITIVE') {
    throw new AppError('VALIDATION', 'Enter an amount greater than 0');
  }
  if (!outcome.ok) {
    throw ruleViolation(
      LOAN_REFUSALS.overpayment,
      phrase('The repayment is more than the amount outstanding ({outstanding})', {
        outstanding: formatRand(Math.max(payable, 0)),
      }),
      { outstanding: centsToDecimal(payable) },
    );
  }
  const [repayment] = await tx
    .insert(t)
    .values({
      merchantId,
      loanId,
      type: 'repayment',
      amount: centsToDecimal(amountCents),
      status: 'pending',
      createdAt: input.now,
    })
    .returning();
  return { loan, repayment: repayment! };
}

/** The lender took the payment: the ledger says what is left, and at zero the loan is paid. */
export async function completeRepayment(
  tx: Tx,
  input: { merchantId: string; repaymentId: string; lenderReference: string; now: Date },
) {
  const { merchantId, now } = input;
  const [repayment] = await tx
    .update(t)
    .set({ status: 'completed', lenderReference: input.lenderReference })
    .where(and(eq(t.merchantId, merchantId), eq(t.id, input.repaymentId)))
    .returning();
  await lockLoan(tx, merchantId, repayment!.loanId);
  const owed = await ledgerSum(tx, merchantId, repayment!.loanId);
  const [loan] = await tx
    .update(microLoans)
    .set({
      outstandingAmount: centsToDecimal(owed),
      ...(owed === 0 && { status: 'paid' as const, repaidAt: now }),
    })
    .where(eq(microLoans.id, repayment!.loanId))
    .returning();
  return { loan: loan!, repayment: repayment! };
}

/** The lender did not take the payment: it counts for nothing. */
export async function failRepayment(tx: Tx, input: { merchantId: string; repaymentId: string }) {
  await tx
    .update(t)
    .set({ status: 'failed' })
    .where(and(eq(t.merchantId, input.merchantId), eq(t.id, input.repaymentId)));
}
