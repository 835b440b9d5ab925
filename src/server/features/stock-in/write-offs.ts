import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { STOCK_IN_MESSAGES, WRITE_OFF_REASONS } from '@shared/stock-in/stock-in.schemas';
import {
  type CreateWriteOffSchema,
  type WriteOff,
  type WriteOffReport,
} from '@shared/stock-in/write-offs.schemas';
import { centsToDecimal, toCents } from '@shared/money/money';
import { addDays, johannesburgStartOfDay } from '@shared/time/johannesburg';
import type { Db, Tx } from '@server/db/client';
import { products, shopStaff, stockBatches, stockWriteOffs } from '@server/db/schema/index';
import { changeStock } from '@server/domain/stock/stock';
import { notFound, ruleViolation } from '@server/lib/app-error';
import { valueAtCostCents } from '@server/domain/stock/unit-cost';

export type CreateWriteOffParsed = z.output<typeof CreateWriteOffSchema>;

const writeOffColumns = {
  row: stockWriteOffs,
  productName: products.name,
  expiryDate: stockBatches.expiryDate,
  staffName: shopStaff.name,
};

function writeOffs(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(writeOffColumns)
    .from(stockWriteOffs)
    .innerJoin(products, eq(products.id, stockWriteOffs.productId))
    .leftJoin(stockBatches, eq(stockBatches.id, stockWriteOffs.batchId))
    .leftJoin(shopStaff, eq(shopStaff.id, stockWriteOffs.staffId))
    .where(where);
}

const toWriteOff = ({
  row,
  productName,
  expiryDate,
  staffName,
}: Awaited<ReturnType<typeof writeOffs>>[number]): WriteOff => ({
  id: row.id,
  productId: row.productId,
  productName,
  batchId: row.batchId,
  expiryDate,
  quantity: row.quantity,
  reason: row.reason,
  note: row.note,
  valueAtCost: row.valueAtCost,
  writtenOffBy: row.staffId && staffName ? { id: row.staffId, name: staffName } : null,
  createdAt: row.createdAt.toISOString(),
});

/** The batch (the product's own, else 404) loses the units first; 422 when it holds fewer. */
async function takeFromBatch(
  tx: Tx,
  merchantId: string,
  productId: string,
  batchId: string,
  quantity: number,
) {
  const [batch] = await tx
    .select({ quantity: stockBatches.quantity })
    .from(stockBatches)
    .where(
      and(
        eq(stockBatches.id, batchId),
        eq(stockBatches.merchantId, merchantId),
        eq(stockBatches.productId, productId),
      ),
    )
    .for('update');
  if (!batch) throw notFound('Stock batch');
  if (batch.quantity < quantity) {
    throw ruleViolation('MORE_THAN_BATCH', STOCK_IN_MESSAGES.moreThanBatch, {
      available: batch.quantity,
    });
  }
  await tx
    .update(stockBatches)
    .set({ quantity: sql`${stockBatches.quantity} - ${quantity}` })
    .where(eq(stockBatches.id, batchId));
}

/**
 * Expired, damaged or stolen goods off the shelf: from a batch (which loses them first) or
 * from undated stock, a `write_off` movement naming the write-off, valued at today's cost.
 * A pack is written off as its units of the product it packs.
 */
export async function writeOff(
  tx: Tx,
  merchantId: string,
  namedProductId: string,
  input: CreateWriteOffParsed,
  staffId: string | null,
  now: Date,
): Promise<string> {
  const [named] = await tx
    .select({ id: products.id, packOf: products.packOf, packUnits: products.packUnits })
    .from(products)
    .where(and(eq(products.id, namedProductId), eq(products.merchantId, merchantId)));
  if (!named) throw notFound('Product');
  const productId = named.packOf ?? named.id;
  const quantity = input.quantity * (named.packOf && named.packUnits ? named.packUnits : 1);
  const [product] = await tx
    .select({ cost: products.costPrice })
    .from(products)
    .where(eq(products.id, productId));
  if (input.batchId) await takeFromBatch(tx, merchantId, productId, input.batchId, quantity);
  const value = product!.cost === null ? null : valueAtCostCents(product!.cost, quantity);
  const [row] = await tx
    .insert(stockWriteOffs)
    .values({
      merchantId,
      productId,
      batchId: input.batchId ?? null,
      quantity,
      reason: input.reason,
      note: input.note ?? null,
      unitCost: product!.cost,
      valueAtCost: value === null ? null : centsToDecimal(value),
      staffId,
      createdAt: now,
    })
    .returning({ id: stockWriteOffs.id });
  await changeStock(tx, merchantId, [{ productId, delta: -quantity }], {
    reason: 'write_off',
    referenceType: 'stock_write_off',
    referenceId: row!.id,
    staffId,
  });
  return row!.id;
}

export async function loadWriteOff(db: Db | Tx, merchantId: string, id: string) {
  const [row] = await writeOffs(
    db,
    and(eq(stockWriteOffs.merchantId, merchantId), eq(stockWriteOffs.id, id)),
  );
  return toWriteOff(row!);
}

/** Write-offs from `from` to `to` (Johannesburg days, both included), totals by reason. */
export async function writeOffReport(
  db: Db,
  merchantId: string,
  { from, to }: { from: string; to: string },
): Promise<WriteOffReport> {
  const rows = await writeOffs(
    db,
    and(
      eq(stockWriteOffs.merchantId, merchantId),
      gte(stockWriteOffs.createdAt, johannesburgStartOfDay(from)),
      lt(stockWriteOffs.createdAt, johannesburgStartOfDay(addDays(to, 1))),
    ),
  ).orderBy(asc(stockWriteOffs.createdAt), asc(stockWriteOffs.id));
  const list = rows.map(toWriteOff);
  const cents = (w: WriteOff) => (w.valueAtCost === null ? 0 : toCents(w.valueAtCost)!);
  const totals = WRITE_OFF_REASONS.flatMap((reason) => {
    const of = list.filter((w) => w.reason === reason);
    if (of.length === 0) return [];
    return [
      {
        reason,
        quantity: of.reduce((sum, w) => sum + w.quantity, 0),
        valueAtCost: centsToDecimal(of.reduce((sum, w) => sum + cents(w), 0)),
      },
    ];
  });
  return {
    writeOffs: list,
    totals,
    totalValueAtCost: centsToDecimal(list.reduce((sum, w) => sum + cents(w), 0)),
  };
}
