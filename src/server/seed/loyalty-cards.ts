import { randomUUID } from 'node:crypto';
import { LOYALTY_REDEEMED_EVENT } from '@shared/loyalty/loyalty-rules';
import { DAY_MS } from '@shared/time/johannesburg';
import type { Tx } from '../db/client';
import {
  analyticsEvents,
  loyaltyCards,
  loyaltyStamps,
  type orders,
  type posSales,
} from '../db/schema';
import { insertJson } from './insert-json';

type Sale = typeof posSales.$inferInsert;
type Order = typeof orders.$inferInsert;

const CARDS = [
  { reward: 'Free 2L cold drink', value: '24.99', target: 10 },
  { reward: 'R20 off the next shop', value: '20.00', target: 8 },
  { reward: 'Free loaf of bread', value: '17.99', target: 6 },
];
const CARDS_OPENED_DAYS_AGO = 35;

/**
 * Stamp cards for the three customers who bought most since the cards opened: a stamp for each
 * completed sale or order since then, and each reward redeemed when the next stamp came, as the
 * till would have done it. So the cards, the ledger and the cashback agree.
 */
export async function writeLoyaltyCards(
  tx: Tx,
  merchantId: string,
  history: { sales: Sale[]; orders: Order[] },
  now: Date,
) {
  const opened = new Date(now.getTime() - CARDS_OPENED_DAYS_AGO * DAY_MS);
  const purchases = [
    ...history.sales.map((sale) => ({ row: sale, posSaleId: sale.id!, orderId: null })),
    ...history.orders
      .filter((order) => order.status === 'completed')
      .map((order) => ({ row: order, posSaleId: null, orderId: order.id! })),
  ]
    .filter(({ row }) => row.customerId && row.createdAt! >= opened)
    .sort((a, b) => a.row.createdAt!.getTime() - b.row.createdAt!.getTime());
  const byCustomer = new Map<string, typeof purchases>();
  for (const purchase of purchases) {
    const list = byCustomer.get(purchase.row.customerId!) ?? [];
    byCustomer.set(purchase.row.customerId!, [...list, purchase]);
  }
  const regulars = [...byCustomer].sort((a, b) => b[1].length - a[1].length).slice(0, CARDS.length);

  const cards: (typeof loyaltyCards.$inferInsert)[] = [];
  const stamps: (typeof loyaltyStamps.$inferInsert)[] = [];
  const redeemed: (typeof analyticsEvents.$inferInsert)[] = [];
  regulars.forEach(([customerId, bought], index) => {
    const plan = CARDS[index]!;
    const cardId = randomUUID();
    let current = 0;
    for (const { row, posSaleId, orderId } of bought) {
      if (current >= plan.target) {
        current -= plan.target;
        redeemed.push({
          merchantId,
          userId: merchantId,
          eventType: LOYALTY_REDEEMED_EVENT,
          eventData: { cardId, customerId, reward: plan.reward },
          amount: plan.value,
          createdAt: row.createdAt,
        });
      }
      current += 1;
      stamps.push({
        merchantId,
        cardId,
        customerId,
        posSaleId,
        orderId,
        stamps: 1,
        createdAt: row.createdAt,
      });
    }
    cards.push({
      id: cardId,
      merchantId,
      customerId,
      targetStamps: plan.target,
      currentStamps: current,
      rewardDescription: plan.reward,
      rewardValue: plan.value,
      createdAt: opened,
      updatedAt: now,
    });
  });
  await insertJson(tx, loyaltyCards, cards);
  await insertJson(tx, loyaltyStamps, stamps);
  await insertJson(tx, analyticsEvents, redeemed);
}
