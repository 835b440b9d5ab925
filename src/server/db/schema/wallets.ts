import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';
import { merchantId } from './merchant-id';
import { customers } from './customers';
import { posSales } from './trading';

export const wallets = pgTable(
  'wallets',
  {
    id: id(),
    merchantId: merchantId(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    balance: money().notNull().default('0'),
    status: text().$type<'active' | 'suspended'>().notNull().default('active'),
    cardNumber: text(),
    expiryDate: date(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wallets_customer_key').on(t.merchantId, t.customerId)],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: id(),
    merchantId: merchantId(),
    walletId: uuid()
      .notNull()
      .references(() => wallets.id),
    type: text().$type<'top_up' | 'purchase' | 'refund'>().notNull(),
    amount: money().notNull(),
    posSaleId: uuid().references(() => posSales.id),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_transactions_wallet_idx').on(t.merchantId, t.walletId, t.createdAt)],
);
