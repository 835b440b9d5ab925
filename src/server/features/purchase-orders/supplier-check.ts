import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { suppliers } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';

/** 404 unless the supplier is the shop's. */
export async function checkSupplier(db: Db | Tx, merchantId: string, supplierId: string) {
  const [found] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.merchantId, merchantId)));
  if (!found) throw notFound('Supplier');
}
