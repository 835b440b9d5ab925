import { SANDBOX_LENDER_NAME, type LoanType } from '@shared/micro-lending/loan-types';
import { DAY_MS } from '@shared/time/johannesburg';
import type { Tx } from '../db/client';
import { activateLoan, openLoan } from '../domain/loans/loan-issuing';
import { completeRepayment, startRepayment } from '../domain/loans/loan-repayments';

/** Each demo loan: when it was approved and repaid, in days before now. */
const DEMO_LOANS: {
  loanType: LoanType;
  cents: number;
  purpose: string;
  approvedDaysAgo: number;
  repayments: { daysAgo: number; cents: number }[];
}[] = [
  {
    loanType: 'stock_advance',
    cents: 80_000,
    purpose: 'Month-end maize meal and sugar',
    approvedDaysAgo: 40,
    repayments: [
      { daysAgo: 37, cents: 40_000 },
      { daysAgo: 34, cents: 40_000 },
    ],
  },
  {
    loanType: 'float_credit',
    cents: 30_000,
    purpose: 'Airtime float for the weekend',
    approvedDaysAgo: 20,
    repayments: [{ daysAgo: 18, cents: 30_600 }],
  },
  {
    loanType: 'emergency',
    cents: 150_000,
    purpose: 'Fridge compressor repair',
    approvedDaysAgo: 4,
    repayments: [{ daysAgo: 1, cents: 50_000 }],
  },
];

/**
 * The demo shop's loans from the sandbox lender: two repaid on time and an emergency loan
 * partly repaid. Written with the loan ledger's own functions, so the ledger explains them.
 */
export async function writeDemoLoans(tx: Tx, merchantId: string, now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const [index, demo] of DEMO_LOANS.entries()) {
    const approvedAt = daysAgo(demo.approvedDaysAgo);
    const loan = await openLoan(tx, {
      merchantId,
      loanType: demo.loanType,
      amountCents: demo.cents,
      purpose: demo.purpose,
      lender: { name: SANDBOX_LENDER_NAME, sandbox: true },
      now: approvedAt,
    });
    await activateLoan(tx, {
      merchantId,
      loanId: loan.id,
      lenderReference: `SANDBOX-LOAN-DEMO${index + 1}`,
      now: approvedAt,
    });
    for (const [n, payment] of demo.repayments.entries()) {
      const at = daysAgo(payment.daysAgo);
      const { repayment } = await startRepayment(tx, {
        merchantId,
        loanId: loan.id,
        amountCents: payment.cents,
        now: at,
      });
      await completeRepayment(tx, {
        merchantId,
        repaymentId: repayment.id,
        lenderReference: `SANDBOX-PAY-DEMO${index + 1}-${n + 1}`,
        now: at,
      });
    }
  }
}
