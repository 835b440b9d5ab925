import { and, eq } from 'drizzle-orm';
import { centsToDecimal, type Cents } from '@shared/money/money';
import { LOAN_TERMS, type LoanType } from '@shared/micro-lending/loan-types';
import { loanDueDate, loanFeeCents } from '@shared/micro-lending/repayment';
import type { Tx } from '../../db/client';
import { loanTransactions as t, microLoans } from '../../db/schema';
import { lockLoan, type LoanRow } from './loan-ledger';

export interface OpenLoanInput {
  merchantId: string;
  loanType: LoanType;
  amountCents: Cents;
  purpose: string | null;
  lender: { name: string; sandbox: boolean };
  now: Date;
}

/**
 * A pending loan on the type's own terms, its disbursement and fee pending in the ledger, so the
 * credit is reserved while the lender is asked. The caller has checked the rules under
 * lockMerchantLending.
 */
export async function openLoan(tx: Tx, input: OpenLoanInput): Promise<LoanRow> {
  const { merchantId, amountCents, now } = input;
  const terms = LOAN_TERMS[input.loanType];
  const feeCents = loanFeeCents(amountCents, terms.rateBasisPoints);
  const [loan] = await tx
    .insert(microLoans)
    .values({
      merchantId,
      loanType: input.loanType,
      amount: centsToDecimal(amountCents),
      outstandingAmount: centsToDecimal(amountCents + feeCents),
      interestRate: centsToDecimal(terms.rateBasisPoints),
      termDays: terms.termDays,
      purpose: input.purpose,
      status: 'pending',
      lender: input.lender.name,
      sandbox: input.lender.sandbox,
      createdAt: now,
    })
    .returning();
  const rows: { type: 'disbursement' | 'fee'; cents: Cents }[] = [
    { type: 'disbursement', cents: amountCents },
  ];
  if (feeCents > 0) rows.push({ type: 'fee', cents: feeCents });
  await tx.insert(t).values(
    rows.map((row) => ({
      merchantId,
      loanId: loan!.id,
      type: row.type,
      amount: centsToDecimal(row.cents),
      status: 'pending' as const,
      createdAt: now,
    })),
  );
  return loan!;
}

/** The lender paid out: the loan is active from now and due the term later. */
export async function activateLoan(
  tx: Tx,
  input: { merchantId: string; loanId: string; lenderReference: string; now: Date },
) {
  const { merchantId, loanId, now } = input;
  const loan = await lockLoan(tx, merchantId, loanId);
  await tx
    .update(t)
    .set({ status: 'completed', lenderReference: input.lenderReference })
    .where(and(eq(t.merchantId, merchantId), eq(t.loanId, loanId), eq(t.status, 'pending')));
  await tx
    .update(microLoans)
    .set({
      status: 'active',
      lenderReference: input.lenderReference,
      approvedAt: now,
      dueDate: loanDueDate(now, loan.termDays),
    })
    .where(eq(microLoans.id, loanId));
}

/** The lender refused or could not be reached: nothing is owed and the credit is free again. */
export async function declineLoan(
  tx: Tx,
  input: { merchantId: string; loanId: string; reason: string },
) {
  const { merchantId, loanId } = input;
  await tx
    .update(t)
    .set({ status: 'failed' })
    .where(and(eq(t.merchantId, merchantId), eq(t.loanId, loanId)));
  await tx
    .update(microLoans)
    .set({ status: 'declined', outstandingAmount: '0', failureReason: input.reason })
    .where(and(eq(microLoans.merchantId, merchantId), eq(microLoans.id, loanId)));
}
