import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { centsToDecimal, toCents } from '@shared/money/money';
import type {
  StockTake,
  StockTakeLine,
  StockTakeSummary,
} from '@shared/stock-takes/stock-takes.schemas';
import type { Db } from '@server/db/client';
import {
  categories,
  products,
  shopStaff,
  stockTakeCounts,
  stockTakeLines,
  stockTakes,
  users,
} from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import { barcodesOf } from '@server/domain/catalog/barcodes';

const starter = alias(shopStaff, 'starter');
const applier = alias(shopStaff, 'applier');

/** A member of staff by id and name, or the owner (id null) by the shop owner's name. */
const person = (id: string | null, name: string | null, ownerName: string) => ({
  id,
  name: id ? (name ?? '') : ownerName,
});

const headerColumns = {
  id: stockTakes.id,
  status: stockTakes.status,
  categoryId: stockTakes.categoryId,
  categoryName: categories.name,
  startedBy: stockTakes.startedBy,
  starterName: starter.name,
  appliedBy: stockTakes.appliedBy,
  applierName: applier.name,
  appliedAt: stockTakes.appliedAt,
  createdAt: stockTakes.createdAt,
  ownerName: users.name,
  totalLines: sql<number>`(select count(*) from ${stockTakeLines} l
    where l.stock_take_id = ${stockTakes.id})`.mapWith(Number),
  countedLines: sql<number>`(select count(*) from ${stockTakeLines} l
    where l.stock_take_id = ${stockTakes.id} and l.counted is not null)`.mapWith(Number),
  differenceUnits: sql<number>`(select coalesce(sum(l.counted - l.expected), 0)
    from ${stockTakeLines} l where l.stock_take_id = ${stockTakes.id}
    and l.counted is not null)`.mapWith(Number),
  differenceCents: sql<number>`(select coalesce(sum((l.counted - l.expected) * p.price * 100), 0)
    from ${stockTakeLines} l join ${products} p on p.id = l.product_id
    where l.stock_take_id = ${stockTakes.id} and l.counted is not null)`.mapWith(Number),
};

function headers(db: Db) {
  return db
    .select(headerColumns)
    .from(stockTakes)
    .innerJoin(users, eq(users.id, stockTakes.merchantId))
    .leftJoin(categories, eq(categories.id, stockTakes.categoryId))
    .leftJoin(starter, eq(starter.id, stockTakes.startedBy))
    .leftJoin(applier, eq(applier.id, stockTakes.appliedBy));
}

interface Counter {
  staffId: string | null;
  name: string | null;
}
type Header = Awaited<ReturnType<typeof headers>>[number];

/** Everyone who counted on each stock take, by its id. */
async function countersOf(db: Db, ids: string[]) {
  const counters = new Map<string, Counter[]>();
  if (ids.length === 0) return counters;
  const rows = await db
    .selectDistinct({
      stockTakeId: stockTakeCounts.stockTakeId,
      staffId: stockTakeCounts.staffId,
      name: shopStaff.name,
    })
    .from(stockTakeCounts)
    .leftJoin(shopStaff, eq(shopStaff.id, stockTakeCounts.staffId))
    .where(inArray(stockTakeCounts.stockTakeId, ids));
  for (const row of rows)
    counters.set(row.stockTakeId, [...(counters.get(row.stockTakeId) ?? []), row]);
  return counters;
}

function toSummary(h: Header, counters: Counter[]) {
  return {
    id: h.id,
    status: h.status,
    categoryId: h.categoryId,
    categoryName: h.categoryName,
    startedBy: person(h.startedBy, h.starterName, h.ownerName),
    countedBy: counters
      .map((c) => person(c.staffId, c.name, h.ownerName))
      .sort((a, b) => a.name.localeCompare(b.name)),
    countedLines: h.countedLines,
    totalLines: h.totalLines,
    differenceUnits: h.differenceUnits,
    differenceValue: centsToDecimal(Math.round(h.differenceCents)),
    createdAt: h.createdAt.toISOString(),
    appliedAt: h.appliedAt?.toISOString() ?? null,
    appliedBy: h.appliedAt ? person(h.appliedBy, h.applierName, h.ownerName) : null,
  } satisfies StockTakeSummary;
}

/** The shop's stock takes, newest first (applied ones are its shrinkage reports). */
export async function listStockTakes(db: Db, merchantId: string): Promise<StockTakeSummary[]> {
  const rows = await headers(db)
    .where(eq(stockTakes.merchantId, merchantId))
    .orderBy(desc(stockTakes.createdAt), desc(stockTakes.id));
  const counters = await countersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, counters.get(r.id) ?? []));
}

async function linesOf(db: Db, id: string): Promise<StockTakeLine[]> {
  const rows = await db
    .select({
      productId: stockTakeLines.productId,
      name: products.name,
      barcodes: barcodesOf,
      expected: sql<number>`coalesce(${stockTakeLines.expected}, ${products.stock})`,
      counted: stockTakeLines.counted,
      price: products.price,
      countedAt: stockTakeLines.countedAt,
    })
    .from(stockTakeLines)
    .innerJoin(products, eq(products.id, stockTakeLines.productId))
    .where(eq(stockTakeLines.stockTakeId, id))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((row) => {
    const difference = row.counted === null ? null : row.counted - row.expected;
    const value = difference === null ? null : difference * (toCents(row.price) ?? 0);
    return {
      productId: row.productId,
      name: row.name,
      barcodes: row.barcodes,
      expected: row.expected,
      counted: row.counted,
      difference,
      price: row.price,
      differenceValue: value === null ? null : centsToDecimal(value),
      differenceCost: null,
      countedAt: row.countedAt?.toISOString() ?? null,
    };
  });
}

/** One stock take with its lines (404 when it is not the shop's). */
export async function readStockTake(db: Db, merchantId: string, id: string): Promise<StockTake> {
  const [header] = await headers(db).where(
    and(eq(stockTakes.merchantId, merchantId), eq(stockTakes.id, id)),
  );
  if (!header) throw notFound('Stock take');
  const counters = await countersOf(db, [id]);
  return { ...toSummary(header, counters.get(id) ?? []), lines: await linesOf(db, id) };
}
