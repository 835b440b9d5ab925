import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { phrase } from '@shared/i18n/phrase';
import { STOCK_TAKE_CLOSED, type StockTakeStatus } from '@shared/stock-takes/stock-takes.schemas';
import type { Tx } from '@server/db/client';
import { categories, products, stockTakes, users } from '@server/db/schema/index';
import { conflict, notFound, ruleViolation } from '@server/lib/app-error';

const OPEN: ['counting', 'paused'] = ['counting', 'paused'];

/** The stock take locked for this transaction (404 when it is not the shop's). */
export async function lockStockTake(tx: Tx, merchantId: string, id: string) {
  const [take] = await tx
    .select({ id: stockTakes.id, status: stockTakes.status })
    .from(stockTakes)
    .where(and(eq(stockTakes.id, id), eq(stockTakes.merchantId, merchantId)))
    .for('no key update');
  if (!take) throw notFound('Stock take');
  return take;
}

/** Why a stock take takes no counts (or no apply): every status but counting, which takes both. */
const CLOSED_MESSAGES: Record<Exclude<StockTakeStatus, 'counting'>, string> = {
  applied: 'This stock take is applied already',
  cancelled: 'This stock take was cancelled',
  paused: 'This stock take is paused: continue it to count',
};

/** 409 STOCK_TAKE_CLOSED unless the stock take is in one of `allowed` (counting always is). */
export function refuseUnless(
  take: { status: StockTakeStatus },
  allowed: ['counting', ...StockTakeStatus[]],
) {
  if (take.status === 'counting' || allowed.includes(take.status)) return;
  throw conflict(CLOSED_MESSAGES[take.status], {
    reason: STOCK_TAKE_CLOSED,
    status: take.status,
  });
}
export const refuseClosed = (take: { status: StockTakeStatus }) => refuseUnless(take, OPEN);

/**
 * One open count per product: a new stock take is refused (409 STOCK_TAKE_OPEN, naming the open
 * one) while a counting or paused one covers any of the same products (the whole shop covers
 * every category). Two counts of one product would each move its stock by their own difference.
 * The shop's row is locked first, so two phones starting at once are judged one after another.
 */
export async function refuseOverlap(tx: Tx, merchantId: string, categoryId: string | null) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, merchantId))
    .for('no key update');
  const [open] = await tx
    .select({ id: stockTakes.id })
    .from(stockTakes)
    .where(
      and(
        eq(stockTakes.merchantId, merchantId),
        inArray(stockTakes.status, OPEN),
        categoryId
          ? or(isNull(stockTakes.categoryId), eq(stockTakes.categoryId, categoryId))
          : undefined,
      ),
    )
    .limit(1);
  if (!open) return;
  throw conflict('Another stock take of these products is still open: finish or cancel it first', {
    reason: 'STOCK_TAKE_OPEN',
    stockTakeId: open.id,
  });
}

/** 404 unless the category is the shop's. */
export async function assertCategoryOwned(tx: Tx, merchantId: string, categoryId: string) {
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.merchantId, merchantId)));
  if (!found) throw notFound('Category');
}

/**
 * Counts that changed no line: a product outside the stock take's scope, or a count taken back
 * below 0. 422 naming the products; the caller's transaction writes nothing.
 */
export async function refuseUncounted(
  tx: Tx,
  merchantId: string,
  inScope: Set<string>,
  productIds: string[],
): Promise<never> {
  const named = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, productIds)));
  const names = (ids: string[]) =>
    named
      .filter((p) => ids.includes(p.id))
      .map((p) => p.name)
      .join(', ');
  const outside = productIds.filter((id) => !inScope.has(id));
  if (outside.length > 0) {
    throw ruleViolation('NOT_IN_STOCK_TAKE', 'A product counted is not in this stock take', {
      productIds: outside,
    });
  }
  throw ruleViolation(
    'COUNT_BELOW_ZERO',
    phrase('The count of {products} cannot go below 0', { products: names(productIds) }),
    { productIds },
  );
}

/** The lines of the stock take among `productIds`. */
export const linesIn = (stockTakeId: string, productIds: string[]) =>
  sql`select product_id from stock_take_lines
    where stock_take_id = ${stockTakeId}::uuid and product_id = any(${sql.param(productIds)}::uuid[])`;
