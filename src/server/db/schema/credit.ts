import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { customers } from './customers';
import { orders, posSales } from './trading';
import { staffId } from './shop-staff';

export const creditAccounts = pgTable(
  'credit_accounts',
  {
    id: id(),
    merchantId: merchantId(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    creditLimit: money().notNull(),
    /** Cache of the ledger sum, written in the same transaction as each ledger row. */
    currentBalance: money().notNull().default('0'),
    status: text().$type<'active' | 'suspended' | 'inactive'>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('credit_accounts_customer_key').on(t.merchantId, t.customerId)],
);

/** The credit ledger: charge (+), payment (-), adjustment (±). */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: id(),
    merchantId: merchantId(),
    creditAccountId: uuid()
      .notNull()
      .references(() => creditAccounts.id),
    orderId: uuid().references(() => orders.id),
    posSaleId: uuid().references(() => posSales.id),
    type: text().$type<'charge' | 'payment' | 'adjustment'>().notNull(),
    amount: money().notNull(),
    /** How a payment (repayment) was made: cash, card or mobile_money. */
    method: text(),
    description: text(),
    /** Who recorded it: a member of the shop's staff, or null for the owner. */
    staffId: staffId(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_transactions_account_idx').on(t.merchantId, t.creditAccountId, t.createdAt),
  ],
);

/** Buy-now-pay-later: a charge split into instalments, settled oldest first. */
export const creditInstalments = pgTable(
  'credit_instalments',
  {
    id: id(),
    merchantId: merchantId(),
    creditAccountId: uuid()
      .notNull()
      .references(() => creditAccounts.id),
    chargeId: uuid()
      .notNull()
      .references(() => creditTransactions.id),
    sequence: integer().notNull(),
    dueDate: date().notNull(),
    amount: money().notNull(),
    paidAmount: money().notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_instalments_account_idx').on(t.merchantId, t.creditAccountId, t.dueDate)],
);
