import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, money, updatedAt } from './columns';
import { merchantId } from './merchant-id';
import { customers } from './customers';
import { orders, posSales } from './trading';

/**
 * A customer's purchases (completed till sales and orders not cancelled) and stamps collected.
 * Derived data: triggers on pos_sales, orders and loyalty_stamps (migration 0008) recount it
 * in the transaction that changes them; no code writes it.
 */
export const customerActivity = pgTable(
  'customer_activity',
  {
    id: id(),
    merchantId: merchantId(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    firstPurchaseDate: at(),
    lastPurchaseDate: at(),
    totalPurchases: integer().notNull().default(0),
    totalSpent: money().notNull().default('0'),
    loyaltyPoints: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('customer_activity_customer_key').on(t.merchantId, t.customerId)],
);

/** A stamp card: a stamp per purchase; at targetStamps the reward is ready at the till. */
export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    id: id(),
    merchantId: merchantId(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    cardType: text().$type<'stamps'>().notNull().default('stamps'),
    /** Stamps towards the next reward; the ledger (loyalty_stamps) keeps every stamp given. */
    currentStamps: integer().notNull().default(0),
    targetStamps: integer().notNull().default(10),
    rewardDescription: text(),
    /** What the reward is worth in rand: redeemed rewards count as cashback. */
    rewardValue: money().notNull().default('0'),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('loyalty_cards_merchant_idx').on(t.merchantId, t.customerId),
    uniqueIndex('loyalty_cards_one_active_key')
      .on(t.merchantId, t.customerId)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * The stamp ledger: +1 for a purchase, -1 when a cancelled order takes its stamp back.
 * Redeemed rewards are analytics_events of type 'loyalty_reward_redeemed' (amount = value).
 */
export const loyaltyStamps = pgTable(
  'loyalty_stamps',
  {
    id: id(),
    merchantId: merchantId(),
    cardId: uuid()
      .notNull()
      .references(() => loyaltyCards.id),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    posSaleId: uuid().references(() => posSales.id),
    orderId: uuid().references(() => orders.id),
    stamps: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_stamps_card_idx').on(t.merchantId, t.cardId),
    index('loyalty_stamps_order_idx').on(t.merchantId, t.orderId),
    index('loyalty_stamps_customer_idx').on(t.merchantId, t.customerId),
  ],
);
