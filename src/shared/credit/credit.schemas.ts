import { z } from 'zod';
import { DecimalStringSchema, moneySchema } from '../money/money-schema';
import { requiredMoney } from '../money/required-money';
import { INSTALMENT_COUNTS } from './schedule';

/** The spec's messages (docs/product.md "Validation"). */
export const CREDIT_MESSAGES = {
  customer: 'Customer is required',
  creditLimit: 'Credit limit is required',
  amount: 'Amount is required',
  openingBalance: 'A new credit account starts with a zero balance',
  nothingToChange: 'Send a new credit limit or status',
  created: 'Credit account created successfully',
  createFailed: 'Failed to create credit account',
  updated: 'Credit account updated successfully',
  updateFailed: 'Failed to update credit account',
  repaid: 'Payment Successful',
} as const;

export const CREDIT_STATUSES = ['active', 'suspended', 'inactive'] as const;
export const CreditStatusSchema = z.enum(CREDIT_STATUSES);
export type CreditStatus = z.infer<typeof CreditStatusSchema>;

export const InstalmentCountSchema = z.union(INSTALMENT_COUNTS.map((n) => z.literal(n)));

/** A credit limit, with its maximum (MONEY_LIMITS.amount). */
export const CreditLimitSchema = requiredMoney(CREDIT_MESSAGES.creditLimit, {
  label: 'Credit limit',
});

export const CreateCreditAccountSchema = z.object({
  customerId: z.uuid({ error: CREDIT_MESSAGES.customer }),
  creditLimit: CreditLimitSchema,
  currentBalance: moneySchema()
    .refine((cents) => cents === 0, CREDIT_MESSAGES.openingBalance)
    .meta({ description: CREDIT_MESSAGES.openingBalance })
    .optional(),
  status: CreditStatusSchema.optional(),
});
export type CreateCreditAccountInput = z.input<typeof CreateCreditAccountSchema>;

export const UpdateCreditAccountSchema = z
  .object({
    creditLimit: CreditLimitSchema.optional(),
    status: CreditStatusSchema.optional(),
  })
  .refine((v) => v.creditLimit !== undefined || v.status !== undefined, {
    message: CREDIT_MESSAGES.nothingToChange,
    path: ['creditLimit'],
  })
  .meta({ description: CREDIT_MESSAGES.nothingToChange });
export type UpdateCreditAccountInput = z.input<typeof UpdateCreditAccountSchema>;

export const REPAYMENT_METHODS = ['cash', 'card', 'mobile_money'] as const;

export const RepaymentSchema = z.object({
  amount: requiredMoney(CREDIT_MESSAGES.amount),
  method: z.enum(REPAYMENT_METHODS).default('cash'),
  description: z.string().trim().max(200, 'At most 200 characters').optional(),
});
export type RepaymentInput = z.input<typeof RepaymentSchema>;

export const CreditAccountSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  creditLimit: DecimalStringSchema,
  currentBalance: DecimalStringSchema,
  availableCredit: DecimalStringSchema,
  overdueAmount: DecimalStringSchema,
  nextDueDate: z.string().nullable(),
  status: CreditStatusSchema,
  createdAt: z.string(),
});
export type CreditAccount = z.infer<typeof CreditAccountSchema>;

export const CreditTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(['charge', 'payment', 'adjustment']),
  amount: DecimalStringSchema,
  description: z.string().nullable(),
  orderId: z.string().nullable(),
  posSaleId: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditTransaction = z.infer<typeof CreditTransactionSchema>;

export const InstalmentSchema = z.object({
  id: z.string(),
  chargeId: z.string(),
  sequence: z.number().int(),
  dueDate: z.string(),
  amount: DecimalStringSchema,
  paidAmount: DecimalStringSchema,
  state: z.enum(['paid', 'due', 'overdue']),
});
export type Instalment = z.infer<typeof InstalmentSchema>;

export const CreditAccountDetailSchema = CreditAccountSchema.extend({
  transactions: z.array(CreditTransactionSchema),
  instalments: z.array(InstalmentSchema),
});
export type CreditAccountDetail = z.infer<typeof CreditAccountDetailSchema>;

export const CreditAccountListSchema = z.array(CreditAccountSchema);

export const RepaymentResultSchema = z.object({
  transaction: CreditTransactionSchema,
  account: CreditAccountSchema,
});
export type RepaymentResult = z.infer<typeof RepaymentResultSchema>;

/** The tiles of the Credit & BNPL page, computed from the ledger. */
export const CreditSummarySchema = z.object({
  totalIssued: DecimalStringSchema,
  outstanding: DecimalStringSchema,
  repaid: DecimalStringSchema,
  overdue: DecimalStringSchema,
  accounts: z.number().int(),
  activeAccounts: z.number().int(),
});
export type CreditSummary = z.infer<typeof CreditSummarySchema>;
