import {
  boolean,
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

export const microLoans = pgTable(
  'micro_loans',
  {
    id: id(),
    merchantId: merchantId(),
    loanType: text().$type<'stock_advance' | 'float_credit' | 'emergency'>().notNull(),
    amount: money().notNull(),
    outstandingAmount: money().notNull(),
    interestRate: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    termDays: integer().notNull().default(30),
    purpose: text(),
    status: text().$type<'active' | 'paid' | 'defaulted'>().notNull().default('active'),
    approvedAt: at(),
    dueDate: at(),
    repaidAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('micro_loans_merchant_idx').on(t.merchantId, t.status)],
);

/** The loan ledger: disbursement (+) and repayments (-). */
export const loanTransactions = pgTable(
  'loan_transactions',
  {
    id: id(),
    merchantId: merchantId(),
    loanId: uuid()
      .notNull()
      .references(() => microLoans.id),
    type: text().$type<'disbursement' | 'repayment'>().notNull(),
    amount: money().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('loan_transactions_loan_idx').on(t.merchantId, t.loanId)],
);
