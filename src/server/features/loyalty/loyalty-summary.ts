import { and, eq, sql } from 'drizzle-orm';
import { LOYALTY_REDEEMED_EVENT } from '@shared/loyalty/loyalty-rules';
import type { LoyaltySummary } from '@shared/loyalty/loyalty.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Db } from '@server/db/client';
import { analyticsEvents, loyaltyCards, loyaltyStamps, users } from '@server/db/schema/index';
import { centsOf, moneyText } from '@server/lib/money-sql';

/**
 * Loyalty figures from the cards, the stamp ledger and the redemptions: one query, read on the
 * merchant's own row.
 */
export async function loyaltySummary(db: Db, merchantId: string): Promise<LoyaltySummary> {
  const redeemed = and(
    eq(analyticsEvents.merchantId, merchantId),
    eq(analyticsEvents.eventType, LOYALTY_REDEEMED_EVENT),
  );
  const [row] = await db
    .select({
      activeCards: sql<number>`(select count(*) from ${loyaltyCards}
        where ${loyaltyCards.merchantId} = ${merchantId} and ${loyaltyCards.isActive})`.mapWith(
        Number,
      ),
      cashback: moneyText(
        sql`(select sum(${analyticsEvents.amount}) from ${analyticsEvents} where ${redeemed})`,
      ),
      rewardsRedeemed:
        sql<number>`(select count(*) from ${analyticsEvents} where ${redeemed})`.mapWith(Number),
      totalStamps:
        sql<number>`(select coalesce(sum(${loyaltyStamps.stamps}), 0) from ${loyaltyStamps}
        where ${loyaltyStamps.merchantId} = ${merchantId})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, merchantId));
  return {
    activeCards: row?.activeCards ?? 0,
    totalCashback: centsToDecimal(centsOf(row?.cashback)),
    totalStamps: row?.totalStamps ?? 0,
    rewardsRedeemed: row?.rewardsRedeemed ?? 0,
  };
}
