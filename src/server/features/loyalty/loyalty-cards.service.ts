import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  LOYALTY_MESSAGES,
  LOYALTY_REDEEMED_EVENT,
  LOYALTY_REFUSALS,
} from '@shared/loyalty/loyalty-rules';
import type {
  CreateLoyaltyCardParsed,
  LoyaltyCard,
  LoyaltyCardListQueryParsed,
  LoyaltyCardListResponse,
  Redemption,
  UpdateLoyaltyCardParsed,
} from '@shared/loyalty/loyalty.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Deps } from '@server/deps';
import type { Db, Tx } from '@server/db/client';
import { analyticsEvents, customers, loyaltyCards } from '@server/db/schema/index';
import { conflict, notFound, ruleViolation } from '@server/lib/app-error';
import { runIdempotent } from '@server/lib/idempotency';

type Reader = Db | Tx;

const withCustomer = (reader: Reader) =>
  reader
    .select({ card: loyaltyCards, customerName: customers.name })
    .from(loyaltyCards)
    .innerJoin(
      customers,
      and(
        eq(customers.id, loyaltyCards.customerId),
        eq(customers.merchantId, loyaltyCards.merchantId),
      ),
    );

type CardRow = { card: typeof loyaltyCards.$inferSelect; customerName: string };

const toCard = ({ card, customerName }: CardRow): LoyaltyCard => ({
  id: card.id,
  customerId: card.customerId,
  customerName,
  cardType: card.cardType,
  currentStamps: card.currentStamps,
  targetStamps: card.targetStamps,
  rewardDescription: card.rewardDescription,
  rewardValue: card.rewardValue,
  isActive: card.isActive,
  rewardReady: card.isActive && card.currentStamps >= card.targetStamps,
  createdAt: card.createdAt.toISOString(),
});

async function loadCard(reader: Reader, merchantId: string, id: string) {
  const [row] = await withCustomer(reader).where(
    and(eq(loyaltyCards.merchantId, merchantId), eq(loyaltyCards.id, id)),
  );
  if (!row) throw notFound('Stamp card');
  return row;
}

/** The unique index allows one active card per customer; a second is refused with 409. */
function refuseSecondActive(error: unknown): never {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  if ((cause as { code?: string }).code === '23505') throw conflict(LOYALTY_MESSAGES.oneActiveCard);
  throw error;
}

export function createLoyaltyCardsService({ db, clock }: Deps) {
  /** Hands over the reward once: takes the target's stamps off and records its value. */
  async function redeem(tx: Tx, merchantId: string, id: string): Promise<Redemption> {
    const before = await loadCard(tx, merchantId, id);
    const now = clock();
    const [card] = await tx
      .update(loyaltyCards)
      .set({
        currentStamps: sql`${loyaltyCards.currentStamps} - ${loyaltyCards.targetStamps}`,
        updatedAt: now,
      })
      .where(
        and(
          eq(loyaltyCards.merchantId, merchantId),
          eq(loyaltyCards.id, id),
          eq(loyaltyCards.isActive, true),
          gte(loyaltyCards.currentStamps, loyaltyCards.targetStamps),
        ),
      )
      .returning();
    if (!card) {
      if (!before.card.isActive) {
        throw ruleViolation(LOYALTY_REFUSALS.cardInactive, LOYALTY_MESSAGES.cardInactive);
      }
      throw ruleViolation(LOYALTY_REFUSALS.rewardNotReady, LOYALTY_MESSAGES.rewardNotReady, {
        currentStamps: before.card.currentStamps,
        targetStamps: before.card.targetStamps,
      });
    }
    await tx.insert(analyticsEvents).values({
      merchantId,
      userId: merchantId,
      eventType: LOYALTY_REDEEMED_EVENT,
      eventData: { cardId: card.id, customerId: card.customerId, reward: card.rewardDescription },
      amount: card.rewardValue,
      createdAt: now,
    });
    return {
      card: toCard({ card, customerName: before.customerName }),
      rewardDescription: card.rewardDescription,
      rewardValue: card.rewardValue,
      redeemedAt: now.toISOString(),
    };
  }

  return {
    async list(
      merchantId: string,
      query: LoyaltyCardListQueryParsed,
    ): Promise<LoyaltyCardListResponse> {
      const where: SQL | undefined = and(
        eq(loyaltyCards.merchantId, merchantId),
        query.customerId ? eq(loyaltyCards.customerId, query.customerId) : undefined,
        query.status === 'active' ? eq(loyaltyCards.isActive, true) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        withCustomer(db)
          .where(where)
          .orderBy(desc(loyaltyCards.isActive), desc(loyaltyCards.createdAt), desc(loyaltyCards.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(loyaltyCards).where(where),
      ]);
      return {
        items: rows.map(toCard),
        total: total?.value ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** A stamp card for one of the shop's customers; one active card per customer. */
    async create(merchantId: string, input: CreateLoyaltyCardParsed): Promise<LoyaltyCard> {
      const [customer] = await db
        .select({ name: customers.name })
        .from(customers)
        .where(and(eq(customers.merchantId, merchantId), eq(customers.id, input.customerId)));
      if (!customer) throw notFound('Customer');
      const [card] = await db
        .insert(loyaltyCards)
        .values({
          merchantId,
          customerId: input.customerId,
          cardType: input.cardType,
          targetStamps: input.targetStamps,
          rewardDescription: input.rewardDescription,
          rewardValue: centsToDecimal(input.rewardValue),
          createdAt: clock(),
          updatedAt: clock(),
        })
        .returning()
        .catch(refuseSecondActive);
      return toCard({ card: card!, customerName: customer.name });
    },

    /** Deactivates (or reactivates) a card, or changes its reward or target. */
    async update(
      merchantId: string,
      id: string,
      input: UpdateLoyaltyCardParsed,
    ): Promise<LoyaltyCard> {
      const { customerName } = await loadCard(db, merchantId, id);
      const [card] = await db
        .update(loyaltyCards)
        .set({
          isActive: input.isActive,
          targetStamps: input.targetStamps,
          rewardDescription: input.rewardDescription,
          rewardValue:
            input.rewardValue === undefined ? undefined : centsToDecimal(input.rewardValue),
          updatedAt: clock(),
        })
        .where(and(eq(loyaltyCards.merchantId, merchantId), eq(loyaltyCards.id, id)))
        .returning()
        .catch(refuseSecondActive);
      return toCard({ card: card!, customerName });
    },

    /** Retry-safe with an Idempotency-Key: a repeated tap redeems once. */
    async redeem(merchantId: string, id: string, key?: string): Promise<Redemption> {
      const result = await runIdempotent(
        db,
        {
          merchantId,
          scope: 'loyalty.redeem',
          key,
          requestBody: { id },
          now: clock(),
          status: 200,
        },
        (tx) => redeem(tx, merchantId, id),
      );
      return result.body;
    },
  };
}
