import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_STOCK } from '@shared/catalog/catalog.schemas';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';
import { stockState, syncStockAlerts, type ChangedProduct } from './stock-alerts';
import { conflict, notFound } from '../../lib/app-error';
import { rowsOf } from '../../lib/sql-rows';
import { resolveCountAlerts } from './count-alerts';
import { refusedAsked, unitChanges } from './pack-stock';
import { phrase } from '@shared/i18n/phrase';

export type StockReason =
  | 'initial'
  | 'delivery'
  | 'count_correction'
  | 'damaged'
  | 'expired'
  | 'sale'
  | 'order_reserved'
  | 'order_cancelled'
  | 'order_edited'
  | 'refund'
  | 'write_off'
  | 'received'
  | 'stock_take';

export interface StockChange {
  productId: string;
  delta: number;
}

export interface StockReference {
  reason: StockReason;
  referenceType?: string;
  referenceId?: string;
  /** Who changed it: a member of the shop's staff; null or absent for the owner. */
  staffId?: string | null;
}

/**
 * The one way stock changes: guarded updates that never go below zero nor above
 * MAX_STOCK (the most a product can be created with), a movement row per change,
 * and stock alerts raised or cleared. All or nothing: if any line lacks stock (or
 * would pass the maximum), 409 names the products and the caller's transaction rolls back.
 * The rows are locked, changed and their movements written in one statement.
 */
export async function changeStock(
  tx: Tx,
  merchantId: string,
  changes: readonly StockChange[],
  reference: StockReference,
): Promise<ChangedProduct[]> {
  const taking = stockTaking(tx, merchantId, changes, reference);
  if (taking.lines === 0) return [];
  const result = await tx.execute(sql`
    with stock_changed as (${taking.changeSql}), stock_moved as (${taking.moveSql})
    select ${taking.changedJson} as outcome`);
  const changed = await taking.settle(rowsOf<{ outcome: StockOutcome }>(result)[0]!.outcome);
  // A count (one product's correction, or a stock take's line) answers its stock-count alerts.
  if (reference.reason === 'count_correction' || reference.reason === 'stock_take') {
    await resolveCountAlerts(tx, merchantId, changed);
  }
  return changed;
}

/**
 * A stock change written by another statement (the till's sale insert takes the stock in the
 * statement that stores the sale, so the products stay locked for one round trip less): its
 * common table expressions `stock_changed` and `stock_moved`, the changed products as JSON for
 * that statement to return, and `settle`, which refuses (409, 404) or syncs the stock alerts.
 */
export function stockTaking(
  tx: Tx,
  merchantId: string,
  changes: readonly StockChange[],
  { reason, referenceType, referenceId, staffId }: StockReference,
) {
  const merged = mergeChanges(changes);
  const ids = sql.param(merged.map((c) => c.productId));
  const deltas = sql.param(merged.map((c) => c.delta));
  // A pack's change moves its base product's units (pack-stock.ts). Locked in id order first,
  // so concurrent changes never deadlock; then each delta the guard allows; the products left
  // unchanged are the refused ones.
  const wanted = unitChanges(merchantId, ids, deltas);
  const changeSql = sql`
    update products p set stock = p.stock + w.delta, updated_at = now()
    from ${wanted} as w
    where p.id = w.product_id and p.merchant_id = ${merchantId}::uuid
      and p.id in (select id from products where merchant_id = ${merchantId}::uuid
                   and id in (select product_id from ${wanted} as l) order by id for update)
      and case when w.delta > 0 then p.stock + w.delta <= ${MAX_STOCK}::integer
               else p.stock + w.delta >= 0 end
    returning p.id, p.name, p.stock, p.low_stock_threshold, w.delta`;
  const moveSql = sql`
    insert into stock_movements
      (merchant_id, product_id, delta, reason, reference_type, reference_id, staff_id)
    select ${merchantId}::uuid, id, delta, ${reason}::text, ${referenceType ?? null}::text,
           ${referenceId ?? null}::text, ${staffId ?? null}::uuid
    from stock_changed where delta <> 0`;
  const changedJson = sql<StockOutcome>`json_build_object(
      'changed', (select coalesce(json_agg(json_build_object('id', id, 'name', name,
        'stock', stock, 'lowStockThreshold', low_stock_threshold, 'delta', delta)
        order by id), '[]'::json) from stock_changed),
      'refused', ${refusedAsked(merchantId, ids, sql`select id from stock_changed`)})`;
  return {
    lines: merged.length,
    changeSql,
    moveSql,
    /** For `tx.with(...)`: the change and its movements. */
    ctes: [
      tx.$with('stock_changed', { id: sql<string>`id` }).as(changeSql),
      tx.$with('stock_moved', { id: sql<string>`id` }).as(moveSql),
    ],
    changedJson,
    settle: (outcome: StockOutcome) => settleStock(tx, merchantId, merged, outcome),
  };
}

/** What a stock statement did: the products whose stock moved, and the asked ids refused. */
interface StockOutcome {
  changed: (ChangedProduct & { delta: number })[];
  refused: string[];
}

/**
 * After the statement: refuses the change if an asked product (or the base of an asked pack)
 * was left unchanged, naming what was asked; else syncs alerts.
 */
async function settleStock(
  tx: Tx,
  merchantId: string,
  merged: readonly StockChange[],
  { changed, refused: refusedIds }: StockOutcome,
): Promise<ChangedProduct[]> {
  if (refusedIds.length > 0) {
    const refused = merged.filter((c) => refusedIds.includes(c.productId));
    const over = refused.filter((c) => c.delta > 0);
    if (over.length > 0) await refuseOverfullStock(tx, merchantId, over);
    await refuseShortStock(
      tx,
      merchantId,
      refused.map((c) => c.productId),
    );
  }
  // A product taken down but still above its threshold had no open alert and needs none
  // (a zero delta is a threshold edit and may clear one);
  // skipping it spares the busiest path (the till) a query per sale.
  await syncStockAlerts(
    tx,
    merchantId,
    changed.filter((p) => p.delta >= 0 || stockState(p.stock, p.lowStockThreshold) !== null),
  );
  return changed;
}

function mergeChanges(changes: readonly StockChange[]): StockChange[] {
  const byProduct = new Map<string, number>();
  for (const c of changes) byProduct.set(c.productId, (byProduct.get(c.productId) ?? 0) + c.delta);
  // A stable order of updates keeps concurrent transactions from deadlocking on PostgreSQL.
  return [...byProduct]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([productId, delta]) => ({ productId, delta }));
}

/** The merchant's products among `ids` (404 when one is not theirs), for a refusal. */
async function stockOf(tx: Tx, merchantId: string, ids: string[]) {
  const found = await tx
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids)));
  if (found.length < ids.length) throw notFound('Product');
  return found;
}

const available = (p: { id: string; name: string; stock: number }) => ({
  productId: p.id,
  name: p.name,
  available: p.stock,
});

/** The till's and the orders' refusals that name products; the names stay as the shop wrote them. */
export const notEnoughStock = (names: string[]) =>
  phrase('Not enough stock for {products}', { products: names.join(', ') });
export const notForSale = (names: string[]) =>
  phrase('{products} is not for sale (inactive)', { products: names.join(', ') });

async function refuseShortStock(tx: Tx, merchantId: string, productIds: string[]): Promise<never> {
  const found = await stockOf(tx, merchantId, productIds);
  throw conflict(notEnoughStock(found.map((p) => p.name)), {
    reason: 'INSUFFICIENT_STOCK',
    products: found.map(available),
  });
}

async function refuseOverfullStock(tx: Tx, merchantId: string, over: StockChange[]) {
  const found = await stockOf(
    tx,
    merchantId,
    over.map((c) => c.productId),
  );
  const wouldBe = (p: (typeof found)[number]) =>
    p.stock + over.find((c) => c.productId === p.id)!.delta;
  const message = found
    .map((p) => `${p.name} would have ${wouldBe(p)} in stock; a product holds at most ${MAX_STOCK}`)
    .join('. ');
  throw conflict(message, {
    reason: 'STOCK_ABOVE_MAXIMUM',
    maximum: MAX_STOCK,
    products: found.map(available),
  });
}
