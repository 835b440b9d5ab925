import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, money, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { users } from './platform';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    merchantId: merchantId(),
    userId: uuid().references(() => users.id),
    eventType: text().notNull(),
    eventData: jsonb(),
    amount: money(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_merchant_idx').on(t.merchantId, t.eventType, t.createdAt)],
);

export const storeSetup = pgTable(
  'store_setup',
  {
    id: id(),
    merchantId: merchantId(),
    currentStep: integer().notNull().default(1),
    completedSteps: jsonb().$type<number[]>().notNull().default([]),
    storeTemplate: text(),
    setupData: jsonb(),
    isCompleted: boolean().notNull().default(false),
    completedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('store_setup_merchant_key').on(t.merchantId)],
);

/** A loan's life: pending while the lender is asked, then active until paid, or declined. */
export type MicroLoanStatus = 'pending' | 'active' | 'paid' | 'declined' | 'defaulted';

export const microLoans = pgTable(
  'micro_loans',
  {
    id: id(),
    merchantId: merchantId(),
    loanType: text().$type<'stock_advance' | 'float_credit' | 'emergency'>().notNull(),
    amount: money().notNull(),
    /** Kept in step with the ledger (loan_transactions), which is the truth. */
    outstandingAmount: money().notNull(),
    interestRate: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    termDays: integer().notNull().default(30),
    purpose: text(),
    status: text().$type<MicroLoanStatus>().notNull().default('active'),
    /** The lender of record, as named to the merchant when the loan was issued. */
    lender: text().notNull(),
    sandbox: boolean().notNull().default(false),
    lenderReference: text(),
    failureReason: text(),
    approvedAt: at(),
    dueDate: at(),
    repaidAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    index('micro_loans_merchant_idx').on(t.merchantId, t.status),
    // At most one open loan of each type per shop.
    uniqueIndex('micro_loans_open_type_key')
      .on(t.merchantId, t.loanType)
      .where(sql`${t.status} in ('pending', 'active')`),
  ],
);

/**
 * The loan ledger: disbursement and fee (+), repayments (-). A row is pending while the lender is
 * asked, then completed or failed; failed rows count for nothing.
 */
export const loanTransactions = pgTable(
  'loan_transactions',
  {
    id: id(),
    merchantId: merchantId(),
    loanId: uuid()
      .notNull()
      .references(() => microLoans.id),
    type: text().$type<'disbursement' | 'fee' | 'repayment'>().notNull(),
    amount: money().notNull(),
    status: text().$type<'pending' | 'completed' | 'failed'>().notNull().default('completed'),
    lenderReference: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('loan_transactions_loan_idx').on(t.merchantId, t.loanId),
    index('loan_transactions_merchant_created_idx').on(t.merchantId, t.createdAt),
    check('loan_transactions_amount_positive', sql`${t.amount} > 0`),
  ],
);
