import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PosSaleItem } from '@shared/pos/pos.schemas';
import type { Refund, SaleStatus } from '@shared/pos/refund.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Db, Tx } from '@server/db/client';
import { posSales, refundLines, refunds, shopStaff, users } from '@server/db/schema/index';
import { centsOf, moneyText } from '@server/lib/money-sql';

type Reader = Db | Tx;

/** What came back of a sale so far: its amount and the units per line of its items. */
export interface SaleRefunded {
  amount: string;
  unitsByLine: number[];
}

export const NOTHING_REFUNDED: SaleRefunded = { amount: '0.00', unitsByLine: [] };

/** completed, partially_refunded, or refunded once every unit sold came back. */
export function saleStatus(items: readonly PosSaleItem[], refunded: SaleRefunded): SaleStatus {
  const back = refunded.unitsByLine.reduce((acc, units) => acc + units, 0);
  if (back === 0) return 'completed';
  const sold = items.reduce((acc, item) => acc + item.quantity, 0);
  return back >= sold ? 'refunded' : 'partially_refunded';
}

/** The refunded amount and units of each of these sales (two indexed reads, for a page). */
export async function refundedOf(
  db: Reader,
  merchantId: string,
  saleIds: readonly string[],
): Promise<Map<string, SaleRefunded>> {
  const found = new Map<string, SaleRefunded>();
  if (saleIds.length === 0) return found;
  const [amounts, units] = await Promise.all([
    db
      .select({ saleId: refunds.posSaleId, amount: moneyText(sql`sum(${refunds.amount})`) })
      .from(refunds)
      .where(and(eq(refunds.merchantId, merchantId), inArray(refunds.posSaleId, [...saleIds])))
      .groupBy(refunds.posSaleId),
    db
      .select({
        saleId: refundLines.posSaleId,
        lineIndex: refundLines.lineIndex,
        units: sql<number>`sum(${refundLines.quantity})`.mapWith(Number),
      })
      .from(refundLines)
      .where(
        and(eq(refundLines.merchantId, merchantId), inArray(refundLines.posSaleId, [...saleIds])),
      )
      .groupBy(refundLines.posSaleId, refundLines.lineIndex),
  ]);
  for (const row of amounts) {
    found.set(row.saleId!, { amount: centsToDecimal(centsOf(row.amount)), unitsByLine: [] });
  }
  for (const row of units) {
    const entry = found.get(row.saleId!);
    if (entry) entry.unitsByLine[row.lineIndex] = row.units;
  }
  for (const entry of found.values())
    entry.unitsByLine = Array.from(entry.unitsByLine, (u) => u ?? 0);
  return found;
}

const refunder = alias(shopStaff, 'refunder');
const approver = alias(shopStaff, 'approver');

/** Credit notes with their lines, oldest first: of one sale, or one refund by id. */
export async function creditNotes(
  db: Reader,
  merchantId: string,
  which: { saleId: string } | { refundId: string },
): Promise<Refund[]> {
  const rows = await db
    .select({
      refund: refunds,
      saleNumber: posSales.saleNumber,
      saleDate: posSales.createdAt,
      receiptToken: posSales.receiptToken,
      refunderName: refunder.name,
      approverName: approver.name,
      ownerName: users.name,
    })
    .from(refunds)
    .innerJoin(posSales, eq(posSales.id, refunds.posSaleId))
    .innerJoin(users, eq(users.id, refunds.merchantId))
    .leftJoin(refunder, eq(refunder.id, refunds.staffId))
    .leftJoin(approver, eq(approver.id, refunds.approvedBy))
    .where(
      and(
        eq(refunds.merchantId, merchantId),
        'saleId' in which ? eq(refunds.posSaleId, which.saleId) : eq(refunds.id, which.refundId),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.creditNoteNumber));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(refundLines)
    .where(
      and(
        eq(refundLines.merchantId, merchantId),
        inArray(
          refundLines.refundId,
          rows.map((r) => r.refund.id),
        ),
      ),
    )
    .orderBy(asc(refundLines.lineIndex));
  return rows.map(({ refund, ...row }) => ({
    id: refund.id,
    saleId: refund.posSaleId!,
    creditNoteNumber: refund.creditNoteNumber,
    saleNumber: row.saleNumber,
    saleDate: row.saleDate.toISOString(),
    amount: refund.amount,
    vat: refund.vat,
    method: refund.method,
    storeCredit: refund.storeCredit,
    lines: lines
      .filter((line) => line.refundId === refund.id)
      .map(({ productId, name, quantity, amount }) => ({ productId, name, quantity, amount })),
    reason: refund.reason,
    restock: refund.restock,
    note: refund.note,
    refundedBy:
      refund.staffId && row.refunderName !== null
        ? { id: refund.staffId, name: row.refunderName }
        : null,
    approvedBy: !refund.approvalId
      ? null
      : refund.approvedBy && row.approverName !== null
        ? { id: refund.approvedBy, name: row.approverName }
        : { id: refund.merchantId, name: row.ownerName },
    receiptToken: row.receiptToken,
    createdAt: refund.createdAt.toISOString(),
  }));
}
