import { sql } from 'drizzle-orm';
import {
  EXPIRED_STOCK,
  STOCK_IN_MESSAGES,
  type ExpiredStockDetails,
} from '@shared/stock-in/stock-in.schemas';
import { phrase } from '@shared/i18n/phrase';
import type { Db, Tx } from '../../db/client';
import { ruleViolation } from '../../lib/app-error';
import { rowsOf } from '../../lib/sql-rows';

type ExpiredBatch = ExpiredStockDetails['batches'][number];

/**
 * What a sale needs to know of its products' stock in one read: each product's cost per unit
 * now (excluding VAT, four decimals; null while unknown) and, when `today` is given, the use-by
 * batches past their date that still hold units, and each pesticide's registration (its receipt
 * line warns). A pack's batches are those of the product it packs (batches are kept on the
 * product that holds the stock).
 */
export async function saleStockFacts(
  tx: Tx,
  merchantId: string,
  productIds: readonly string[],
  today: string | null,
): Promise<{
  costs: Map<string, string | null>;
  expired: ExpiredBatch[];
  pesticides: Map<string, string>;
}> {
  if (productIds.length === 0) return { costs: new Map(), expired: [], pesticides: new Map() };
  const rows = rowsOf<{
    id: string;
    cost: string | null;
    expired: ExpiredBatch[] | null;
    pesticide: string | null;
  }>(
    await tx.execute(sql`
      select p.id, p.cost_price::text as cost, p.pesticide_registration as pesticide,
        case when ${today}::date is null then null else (
          select json_agg(json_build_object(
              'batchId', b.id, 'productId', p.id, 'productName', p.name,
              'quantity', b.quantity, 'expiryDate', b.expiry_date::text)
            order by b.expiry_date, b.created_at)
          from stock_batches b
          where b.merchant_id = p.merchant_id and b.product_id = coalesce(p.pack_of, p.id)
            and b.quantity > 0 and b.date_mark = 'use_by' and b.expiry_date < ${today}::date
        ) end as expired
      from products p
      where p.merchant_id = ${merchantId}::uuid and p.id = any(${sql.param([...productIds])}::uuid[])
      order by p.id`),
  );
  return {
    costs: new Map(rows.map((r) => [r.id, r.cost === null ? null : Number(r.cost).toFixed(4)])),
    expired: rows.flatMap((r) => r.expired ?? []),
    pesticides: new Map(rows.flatMap((r) => (r.pesticide ? [[r.id, r.pesticide] as const] : []))),
  };
}

/** 422 EXPIRED_STOCK naming the first batch in words and every batch in the details. */
export function refuseExpiredStock(expired: readonly ExpiredBatch[]) {
  const first = expired[0];
  if (!first) return;
  const message = phrase(STOCK_IN_MESSAGES.expiredUseBy, {
    count: first.quantity,
    product: first.productName,
    date: first.expiryDate,
  });
  throw ruleViolation(EXPIRED_STOCK, message, { batches: expired });
}

/** Refuses (422 EXPIRED_STOCK) taking stock of products with use-by units past their date. */
export async function refuseExpiredSale(
  tx: Tx,
  merchantId: string,
  productIds: readonly string[],
  today: string,
) {
  refuseExpiredStock((await saleStockFacts(tx, merchantId, productIds, today)).expired);
}

export interface ExpiringBatchRow {
  batchId: string;
  productId: string;
  productName: string;
  quantity: number;
  expiryDate: string;
  dateMark: 'use_by' | 'best_before';
  daysLeft: number;
  valueAtCost: string | null;
}

/**
 * Batches with units left whose date is within `days` of `today` (Johannesburg) or past,
 * earliest first, with the days left (negative once past) and the units at the product's cost.
 */
export async function expiringBatches(
  db: Db | Tx,
  merchantId: string,
  today: string,
  days: number,
): Promise<ExpiringBatchRow[]> {
  return rowsOf<ExpiringBatchRow>(
    await db.execute(sql`
      select b.id as "batchId", b.product_id as "productId", p.name as "productName",
        b.quantity, b.expiry_date::text as "expiryDate", b.date_mark as "dateMark",
        (b.expiry_date - ${today}::date)::int as "daysLeft",
        round(b.quantity * p.cost_price, 2)::text as "valueAtCost"
      from stock_batches b
      join products p on p.id = b.product_id and p.merchant_id = b.merchant_id
      where b.merchant_id = ${merchantId}::uuid and b.quantity > 0
        and b.expiry_date <= ${today}::date + ${days}::int
      order by b.expiry_date, b.created_at, b.id`),
  );
}
