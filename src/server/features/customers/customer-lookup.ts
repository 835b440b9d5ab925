import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { customers } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';

export type CustomerRow = typeof customers.$inferSelect;

/** The shop's own customer, or 404 (another shop's id included); locked for a change in `tx`. */
export async function findOwnedCustomer(
  db: Db | Tx,
  merchantId: string,
  id: string,
  lock = false,
): Promise<CustomerRow> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.merchantId, merchantId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Customer');
  return row;
}
