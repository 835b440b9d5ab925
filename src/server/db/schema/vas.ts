import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, money } from './columns';
import { merchantId } from './merchant-id';

/**
 * Airtime, electricity and money transfers bought from the merchant's wallet.
 * Pending and completed rows debit the wallet; a failed row does not.
 */
export const vasPurchases = pgTable(
  'vas_purchases',
  {
    id: id(),
    merchantId: merchantId(),
    reference: text().notNull(),
    kind: text().$type<'airtime' | 'electricity' | 'send_money'>().notNull(),
    amount: money().notNull(),
    status: text().$type<'pending' | 'completed' | 'failed'>().notNull().default('pending'),
    /** Cellphone (+27...) for airtime and send money, meter number for electricity. */
    recipient: text().notNull(),
    network: text().$type<'vodacom' | 'mtn' | 'cell_c' | 'telkom'>(),
    provider: text().notNull(),
    sandbox: boolean().notNull(),
    voucher: text(),
    providerReference: text(),
    failureReason: text(),
    completedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vas_purchases_merchant_reference_key').on(t.merchantId, t.reference),
    index('vas_purchases_merchant_created_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * Float the merchant loads into the wallet to sell airtime and electricity from. A completed
 * deposit credits the wallet; a pending one (the provider has not yet seen the money) does not.
 */
export const floatDeposits = pgTable(
  'float_deposits',
  {
    id: id(),
    merchantId: merchantId(),
    reference: text().notNull(),
    amount: money().notNull(),
    status: text().$type<'pending' | 'completed' | 'failed'>().notNull().default('pending'),
    provider: text().notNull(),
    sandbox: boolean().notNull(),
    /** What the merchant quotes when paying the provider (HTTP provider); null in the sandbox. */
    depositReference: text(),
    providerReference: text(),
    failureReason: text(),
    completedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('float_deposits_merchant_reference_key').on(t.merchantId, t.reference),
    index('float_deposits_merchant_created_idx').on(t.merchantId, t.createdAt),
  ],
);
