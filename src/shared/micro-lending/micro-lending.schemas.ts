import { z } from 'zod';
import { optionalText } from '../common/fields';
import { DecimalStringSchema, moneySchema } from '../money/money-schema';
import { requiredMoney } from '../money/required-money';
import { fillPhrase } from '../i18n/phrase';
import { loanAtMost } from './application-rules';
import { SCORE_BANDS } from './credit-profile';
import { LOAN_TERMS, LOAN_TYPES } from './loan-types';

/** The spec's messages (docs/product.md "Validation"). */
export const LOAN_MESSAGES = {
  loanType: 'Choose a loan type',
  amount: 'Enter an amount greater than 0',
  approved: 'Loan Approved!',
  applicationFailed: 'Application Failed',
  applicationFallback: 'Unable to process your loan application.',
  repaid: 'Payment Successful',
  repayFallback: 'Unable to record your repayment.',
  /** The lender's own reason comes first; nothing happened either way. */
  lenderDeclined: {
    lent: '{reason}. Nothing was lent.',
    collected: '{reason}. Nothing was collected.',
  },
  lenderUnreachable: {
    lent: 'The lender could not be reached just now. Nothing was lent; please try again shortly.',
    collected:
      'The lender could not be reached just now. Nothing was collected; please try again shortly.',
  },
} as const;

export const LoanTypeSchema = z.enum(LOAN_TYPES, { error: LOAN_MESSAGES.loanType });

/**
 * The spec's application. termDays and interestRate are accepted as the client sends them and
 * ignored: the loan type's own term and rate apply.
 */
export const LoanApplicationSchema = z.object({
  loanType: LoanTypeSchema,
  amount: requiredMoney(LOAN_MESSAGES.amount),
  purpose: optionalText(200, 'Purpose'),
  termDays: z.number().int().min(1).max(365).optional(),
  interestRate: moneySchema().optional(),
});
export type LoanApplicationInput = z.input<typeof LoanApplicationSchema>;

/** The form adds the type's maximum, so Submit stays disabled above it. */
export const LoanApplicationFormSchema = LoanApplicationSchema.superRefine((value, ctx) => {
  const terms = LOAN_TERMS[value.loanType];
  if (value.amount > terms.maxCents) {
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: fillPhrase(loanAtMost(value.loanType)),
    });
  }
});

export const LoanRepaymentSchema = z.object({ amount: requiredMoney(LOAN_MESSAGES.amount) });
export type LoanRepaymentInput = z.input<typeof LoanRepaymentSchema>;

export const LOAN_STATUSES = ['pending', 'active', 'paid', 'declined', 'defaulted'] as const;

export const LoanSchema = z.object({
  id: z.string(),
  loanType: LoanTypeSchema,
  status: z.enum(LOAN_STATUSES),
  amount: DecimalStringSchema,
  fee: DecimalStringSchema,
  totalToRepay: DecimalStringSchema,
  outstandingAmount: DecimalStringSchema,
  /** Percent for the whole term: "2.00". */
  interestRate: DecimalStringSchema,
  termDays: z.number().int(),
  purpose: z.string().nullable(),
  /** When it was approved, or applied for if it never was. */
  date: z.string(),
  dueDate: z.string().nullable(),
  repaymentDate: z.string().nullable(),
  overdue: z.boolean(),
  lender: z.string(),
  sandbox: z.boolean(),
  failureReason: z.string().nullable(),
});
export type Loan = z.infer<typeof LoanSchema>;
export const LoanListSchema = z.array(LoanSchema);

export const LoanRepaymentResultSchema = z.object({
  loan: LoanSchema,
  repayment: z.object({ id: z.string(), amount: DecimalStringSchema, createdAt: z.string() }),
});
export type LoanRepaymentResult = z.infer<typeof LoanRepaymentResultSchema>;

export const CreditProfileSchema = z.object({
  creditLimit: DecimalStringSchema,
  availableCredit: DecimalStringSchema,
  outstanding: DecimalStringSchema,
  creditScore: z.number().int(),
  status: z.enum(SCORE_BANDS),
  /** Outstanding as a whole percent of the limit. */
  utilization: z.number().int(),
  factors: z.array(
    z.object({
      label: z.string(),
      value: z.string(),
      detail: z.string(),
      effect: z.enum(['positive', 'negative', 'neutral']),
    }),
  ),
});
export type CreditProfile = z.infer<typeof CreditProfileSchema>;

/** The lender of record: a registered credit provider, or the sandbox. */
export const LenderInfoSchema = z.object({
  name: z.string(),
  mode: z.enum(['sandbox', 'live']),
  /** National Credit Regulator registration; null in the sandbox. */
  ncrNumber: z.string().nullable(),
});
export type LenderInfo = z.infer<typeof LenderInfoSchema>;
