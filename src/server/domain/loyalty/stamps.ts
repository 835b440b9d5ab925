import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loyaltyCards, loyaltyStamps } from '../../db/schema';

type Reference = { posSaleId: string } | { orderId: string };

/**
 * One stamp on the customer's active card, if there is one, in a single statement: the card's
 * count goes up by a guarded update and the ledger keeps the stamp with what earned it.
 */
async function giveStamp(
  tx: Tx,
  merchantId: string,
  customerId: string,
  reference: Reference,
  now: Date,
) {
  const posSaleId = 'posSaleId' in reference ? reference.posSaleId : null;
  const orderId = 'orderId' in reference ? reference.orderId : null;
  const at = now.toISOString();
  await tx.execute(sql`
    with card as (
      update ${loyaltyCards} set current_stamps = current_stamps + 1, updated_at = ${at}::timestamptz
      where merchant_id = ${merchantId} and customer_id = ${customerId} and is_active
      returning id
    )
    insert into ${loyaltyStamps}
      (merchant_id, card_id, customer_id, pos_sale_id, order_id, stamps, created_at)
    select ${merchantId}::uuid, card.id, ${customerId}::uuid, ${posSaleId}::uuid, ${orderId}::uuid,
           1, ${at}::timestamptz
    from card`);
}

/** A completed till sale naming a customer with an active card adds one stamp (same transaction). */
export async function stampSale(
  tx: Tx,
  sale: { merchantId: string; customerId: string | null; posSaleId: string; now: Date },
) {
  if (!sale.customerId) return;
  await giveStamp(tx, sale.merchantId, sale.customerId, { posSaleId: sale.posSaleId }, sale.now);
}

export interface OrderStampState {
  merchantId: string;
  orderId: string;
  customerId: string | null;
  /** A completed order earns its customer one stamp; any other status holds none. */
  completed: boolean;
  now: Date;
}

/**
 * Keeps an order's stamp where it belongs, in the order's transaction: a completed order holds
 * one stamp on its customer's card; a cancelled (or reopened) order, or a change of customer,
 * takes the stamp back from the card that got it. A card never goes below zero stamps.
 */
export async function reconcileOrderStamp(tx: Tx, order: OrderStampState) {
  const { merchantId, orderId, now } = order;
  const held = await heldStamps(tx, merchantId, { orderId });
  const owner = order.completed ? order.customerId : null;
  const kept = held.find((entry) => entry.customerId === owner && entry.stamps > 0);
  await takeBack(
    tx,
    merchantId,
    { orderId },
    held.filter((entry) => entry !== kept),
    now,
  );
  if (owner && !kept) await giveStamp(tx, merchantId, owner, { orderId }, now);
}

/** A fully refunded till sale gives back its stamp, as a cancelled order does. */
export async function takeBackSaleStamp(
  tx: Tx,
  sale: { merchantId: string; posSaleId: string; now: Date },
) {
  const reference = { posSaleId: sale.posSaleId };
  const held = await heldStamps(tx, sale.merchantId, reference);
  await takeBack(tx, sale.merchantId, reference, held, sale.now);
}

/** The stamps a sale or an order holds now, per card. */
function heldStamps(tx: Tx, merchantId: string, reference: Reference) {
  return tx
    .select({
      cardId: loyaltyStamps.cardId,
      customerId: loyaltyStamps.customerId,
      stamps: sql<number>`sum(${loyaltyStamps.stamps})`.mapWith(Number),
    })
    .from(loyaltyStamps)
    .where(
      and(
        eq(loyaltyStamps.merchantId, merchantId),
        'posSaleId' in reference
          ? eq(loyaltyStamps.posSaleId, reference.posSaleId)
          : eq(loyaltyStamps.orderId, reference.orderId),
      ),
    )
    .groupBy(loyaltyStamps.cardId, loyaltyStamps.customerId)
    .having(ne(sql`sum(${loyaltyStamps.stamps})`, 0));
}

/** Takes these stamps off their cards (never below zero) with a negative ledger row each. */
async function takeBack(
  tx: Tx,
  merchantId: string,
  reference: Reference,
  entries: { cardId: string; customerId: string; stamps: number }[],
  now: Date,
) {
  for (const entry of entries) {
    await tx
      .update(loyaltyCards)
      .set({
        currentStamps: sql`greatest(${loyaltyCards.currentStamps} - ${entry.stamps}, 0)`,
        updatedAt: now,
      })
      .where(and(eq(loyaltyCards.merchantId, merchantId), eq(loyaltyCards.id, entry.cardId)));
    await tx.insert(loyaltyStamps).values({
      merchantId,
      cardId: entry.cardId,
      customerId: entry.customerId,
      ...reference,
      stamps: -entry.stamps,
      createdAt: now,
    });
  }
}
