import { phrase, type Phrase } from '../i18n/phrase';
import { centsToDecimal, formatRand, type Cents } from '../money/money';
import { LOAN_TERMS, type LoanType } from './loan-types';

/** `details.reason` of each refusal (422). */
export const LOAN_REFUSALS = {
  overdue: 'LOAN_OVERDUE',
  overTypeMaximum: 'OVER_TYPE_MAXIMUM',
  typeActive: 'LOAN_TYPE_ACTIVE',
  creditLimitExceeded: 'CREDIT_LIMIT_EXCEEDED',
  notActive: 'LOAN_NOT_ACTIVE',
  overpayment: 'OVERPAYMENT',
  lenderDeclined: 'LENDER_DECLINED',
} as const;

/** "Stock Advance is at most R500.00": the type's name and its maximum are values. */
export const loanAtMost = (loanType: LoanType): Phrase => {
  const terms = LOAN_TERMS[loanType];
  return phrase('{loan} is at most {max}', {
    loan: phrase(terms.label),
    max: formatRand(terms.maxCents),
  });
};

export interface Refusal {
  reason: (typeof LOAN_REFUSALS)[keyof typeof LOAN_REFUSALS];
  message: string | Phrase;
  details: Record<string, unknown>;
}

/**
 * Why an application cannot be approved, or null: an overdue loan blocks everything, then the
 * type's maximum, one open loan per type, and the available credit.
 */
export function applicationRefusal(application: {
  loanType: LoanType;
  amountCents: Cents;
  availableCents: Cents;
  overdueLoans: number;
  openTypes: LoanType[];
}): Refusal | null {
  const terms = LOAN_TERMS[application.loanType];
  if (application.overdueLoans > 0) {
    return {
      reason: LOAN_REFUSALS.overdue,
      message: 'You have an overdue loan. Repay it before applying for a new one.',
      details: { overdueLoans: application.overdueLoans },
    };
  }
  if (application.amountCents > terms.maxCents) {
    return {
      reason: LOAN_REFUSALS.overTypeMaximum,
      message: loanAtMost(application.loanType),
      details: { maximum: centsToDecimal(terms.maxCents) },
    };
  }
  if (application.openTypes.includes(application.loanType)) {
    return {
      reason: LOAN_REFUSALS.typeActive,
      message: phrase('You already have an active {loan}. Repay it before applying for another.', {
        loan: phrase(terms.label),
      }),
      details: { loanType: application.loanType },
    };
  }
  if (application.amountCents > application.availableCents) {
    return {
      reason: LOAN_REFUSALS.creditLimitExceeded,
      message: phrase('Not enough available credit: {available} available, {asked} asked', {
        available: formatRand(application.availableCents),
        asked: formatRand(application.amountCents),
      }),
      details: {
        available: centsToDecimal(application.availableCents),
        requested: centsToDecimal(application.amountCents),
      },
    };
  }
  return null;
}
