import type { Cents } from '../money/money';

/** The spec's loan types (docs/product.md "Constants"). */
export const LOAN_TYPES = ['stock_advance', 'float_credit', 'emergency'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export interface LoanTerms {
  label: string;
  /** What the loan is for, in the merchant's words. */
  description: string;
  maxCents: Cents;
  termDays: number;
  /** The fee or interest for the whole term, in hundredths of a percent (200 = 2%). */
  rateBasisPoints: number;
}

/** Maximum, term and fee of each type; the server uses only these, whatever a client sends. */
export const LOAN_TERMS: Record<LoanType, LoanTerms> = {
  stock_advance: {
    label: 'Stock Advance',
    description: 'Buy stock now, pay back from the sales within a week.',
    maxCents: 100_000,
    termDays: 7,
    rateBasisPoints: 0,
  },
  float_credit: {
    label: 'Float Credit',
    description: 'Cash float for change, airtime and electricity sales.',
    maxCents: 50_000,
    termDays: 3,
    rateBasisPoints: 200,
  },
  emergency: {
    label: 'Emergency Fund',
    description: 'For a broken fridge or a stock loss that cannot wait.',
    maxCents: 200_000,
    termDays: 14,
    rateBasisPoints: 800,
  },
};

/** 200 -> "2%", 250 -> "2.5%" */
export function ratePercentText(rateBasisPoints: number): string {
  return `${Number((rateBasisPoints / 100).toFixed(2))}%`;
}

/** The lender of record while no registered lender is configured: nothing real is lent. */
export const SANDBOX_LENDER_NAME = 'KasiTrade Sandbox Lender';
