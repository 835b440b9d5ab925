import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  AddStockCounts,
  StartStockTake,
  UpdateStockTake,
} from '@shared/stock-takes/stock-takes.schemas';
import type { Deps } from '@server/deps';
import type { Tx } from '@server/db/client';
import { products, stockTakeCounts, stockTakeLines, stockTakes } from '@server/db/schema/index';
import { changeStock } from '@server/domain/stock/stock';
import { rowsOf } from '@server/lib/sql-rows';
import { listStockTakes, readStockTake } from './stock-take-read';
import {
  assertCategoryOwned,
  linesIn,
  lockStockTake,
  refuseClosed,
  refuseOverlap,
  refuseUncounted,
  refuseUnless,
} from './stock-take-rules';

/** staffId: the member of staff doing it, null for the owner. */
type StaffId = string | null;

function mergeCounts(counts: AddStockCounts['counts']) {
  const byProduct = new Map<string, number>();
  for (const c of counts)
    byProduct.set(c.productId, (byProduct.get(c.productId) ?? 0) + c.quantity);
  return [...byProduct].sort(([a], [b]) => (a < b ? -1 : 1));
}

/**
 * Adds the counts in one statement: each line's count grows by its quantity (an atomic increment
 * on the row, so two phones posting at once both count), and a line counted for the first time
 * takes the system's stock now as its expected figure. A count that would go below 0 changes
 * nothing; the caller refuses it.
 */
async function addCounts(
  tx: Tx,
  merchantId: string,
  id: string,
  counts: [string, number][],
  staffId: StaffId,
) {
  const ids = sql.param(counts.map(([productId]) => productId));
  const quantities = sql.param(counts.map(([, quantity]) => quantity));
  const changed = rowsOf<{ product_id: string }>(
    await tx.execute(sql`
      update stock_take_lines l set counted = coalesce(l.counted, 0) + w.quantity,
        expected = coalesce(l.expected, p.stock), counted_by = ${staffId}::uuid, counted_at = now()
      from unnest(${ids}::uuid[], ${quantities}::integer[]) as w(product_id, quantity), products p
      where l.stock_take_id = ${id}::uuid and l.product_id = w.product_id
        and p.id = l.product_id and coalesce(l.counted, 0) + w.quantity >= 0
      returning l.product_id`),
  );
  if (changed.length < counts.length) {
    const done = new Set(changed.map((row) => row.product_id));
    const inScope = rowsOf<{ product_id: string }>(
      await tx.execute(
        linesIn(
          id,
          counts.map(([productId]) => productId),
        ),
      ),
    );
    await refuseUncounted(
      tx,
      merchantId,
      new Set(inScope.map((row) => row.product_id)),
      counts.map(([productId]) => productId).filter((productId) => !done.has(productId)),
    );
  }
  await tx.insert(stockTakeCounts).values(
    counts.map(([productId, quantity]) => ({
      stockTakeId: id,
      merchantId,
      productId,
      quantity,
      staffId,
    })),
  );
}

/**
 * Moves stock by counted minus expected for every counted line (uncounted lines are left as
 * they are), with `stock_take` movements naming the stock take and who applied it. Sales made
 * since a line was counted stay taken: the stock moves by the difference, it is not set to the
 * count. Where sales since the count took more than the difference leaves, stock goes to 0.
 */
async function moveStock(tx: Tx, merchantId: string, id: string, staffId: StaffId) {
  const lines = await tx
    .select({
      productId: stockTakeLines.productId,
      counted: stockTakeLines.counted,
      expected: stockTakeLines.expected,
      stock: products.stock,
    })
    .from(stockTakeLines)
    .innerJoin(products, eq(products.id, stockTakeLines.productId))
    .where(
      and(
        eq(stockTakeLines.stockTakeId, id),
        isNotNull(stockTakeLines.counted),
        // A product made a pack since the count began has no stock of its own to correct.
        isNull(products.packOf),
      ),
    )
    .orderBy(stockTakeLines.productId)
    .for('update', { of: products });
  await changeStock(
    tx,
    merchantId,
    lines.map((line) => ({
      productId: line.productId,
      delta: Math.max(line.counted! - line.expected!, -line.stock),
    })),
    { reason: 'stock_take', referenceType: 'stock_take', referenceId: id, staffId },
  );
}

export function createStockTakesService({ db, clock }: Deps) {
  const setStatus = (tx: Tx, id: string, fields: Partial<typeof stockTakes.$inferInsert>) =>
    tx
      .update(stockTakes)
      .set({ ...fields, updatedAt: clock() })
      .where(eq(stockTakes.id, id));

  return {
    list: (merchantId: string) => listStockTakes(db, merchantId),

    get: (merchantId: string, id: string) => readStockTake(db, merchantId, id),

    /** Every active product in scope becomes a line, uncounted; packs are counted as their base. */
    async start(merchantId: string, input: StartStockTake, staffId: StaffId) {
      const categoryId = input.categoryId ?? null;
      const id = await db.transaction(async (tx) => {
        if (categoryId) await assertCategoryOwned(tx, merchantId, categoryId);
        await refuseOverlap(tx, merchantId, categoryId);
        const [take] = await tx
          .insert(stockTakes)
          .values({
            merchantId,
            categoryId,
            startedBy: staffId,
            createdAt: clock(),
            updatedAt: clock(),
          })
          .returning({ id: stockTakes.id });
        await tx.execute(sql`
          insert into stock_take_lines (stock_take_id, merchant_id, product_id)
          select ${take!.id}::uuid, merchant_id, id from products
          where merchant_id = ${merchantId}::uuid and status = 'active' and pack_of is null
            ${categoryId ? sql`and category_id = ${categoryId}::uuid` : sql``}`);
        return take!.id;
      });
      return readStockTake(db, merchantId, id);
    },

    async addCounts(merchantId: string, id: string, input: AddStockCounts, staffId: StaffId) {
      await db.transaction(async (tx) => {
        refuseUnless(await lockStockTake(tx, merchantId, id), ['counting']);
        await addCounts(tx, merchantId, id, mergeCounts(input.counts), staffId);
      });
      return readStockTake(db, merchantId, id);
    },

    /** Pause, continue or cancel (a cancelled stock take moves nothing). */
    async update(merchantId: string, id: string, input: UpdateStockTake) {
      await db.transaction(async (tx) => {
        refuseClosed(await lockStockTake(tx, merchantId, id));
        await setStatus(tx, id, { status: input.status });
      });
      return readStockTake(db, merchantId, id);
    },

    /** Once: a second apply (or an apply after a cancel) is 409 STOCK_TAKE_CLOSED. */
    async apply(merchantId: string, id: string, staffId: StaffId) {
      await db.transaction(async (tx) => {
        refuseClosed(await lockStockTake(tx, merchantId, id));
        await moveStock(tx, merchantId, id, staffId);
        await setStatus(tx, id, { status: 'applied', appliedBy: staffId, appliedAt: clock() });
      });
      return readStockTake(db, merchantId, id);
    },
  };
}
