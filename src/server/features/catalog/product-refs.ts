import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { brands, categories, suppliers } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';

export interface ProductRefs {
  categoryId?: string | null;
  brandId?: string | null;
  supplierId?: string | null;
}

/**
 * A product may only point at the merchant's own category, brand and supplier:
 * one query answers for all three, and a foreign id is "not found" like a missing one.
 */
export async function assertRefsOwned(tx: Tx, merchantId: string, refs: ProductRefs) {
  const { categoryId, brandId, supplierId } = refs;
  if (!categoryId && !brandId && !supplierId) return;
  const owned = (
    table: typeof categories | typeof brands | typeof suppliers,
    id?: string | null,
  ) =>
    id
      ? sql<boolean>`exists (select 1 from ${table} where ${and(eq(table.id, id), eq(table.merchantId, merchantId))})`
      : sql<boolean>`true`;
  const [row] = await tx
    .select({
      category: owned(categories, categoryId),
      brand: owned(brands, brandId),
      supplier: owned(suppliers, supplierId),
    })
    .from(sql`(select 1) as one`);
  if (!row?.category) throw notFound('Category');
  if (!row.brand) throw notFound('Brand');
  if (!row.supplier) throw notFound('Supplier');
}
