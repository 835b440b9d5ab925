import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PosSaleInstalment } from '@shared/pos/pos.schemas';
import type { Db } from '@server/db/client';
import { creditInstalments, creditTransactions } from '@server/db/schema/index';

/** The BNPL instalments of the listed credit sales: one query whatever the page length. */
export async function instalmentsOf(db: Db, merchantId: string, saleIds: string[]) {
  const bySale = new Map<string, PosSaleInstalment[]>();
  if (saleIds.length === 0) return bySale;
  const rows = await db
    .select({
      saleId: creditTransactions.posSaleId,
      sequence: creditInstalments.sequence,
      dueDate: creditInstalments.dueDate,
      amount: creditInstalments.amount,
    })
    .from(creditInstalments)
    .innerJoin(creditTransactions, eq(creditTransactions.id, creditInstalments.chargeId))
    .where(
      and(
        eq(creditInstalments.merchantId, merchantId),
        inArray(creditTransactions.posSaleId, saleIds),
      ),
    )
    .orderBy(asc(creditInstalments.sequence));
  for (const { saleId, ...part } of rows) {
    if (!saleId) continue;
    const parts = bySale.get(saleId);
    if (parts) parts.push(part);
    else bySale.set(saleId, [part]);
  }
  return bySale;
}
