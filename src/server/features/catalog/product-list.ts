import { and, asc, eq, gt, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProductListQuerySchema, ProductListResponse } from '@shared/catalog/catalog.schemas';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema/index';
import { toProductDto } from './product-dto';

export type ProductListFilter = z.output<typeof ProductListQuerySchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(merchantId: string, filter: ProductListFilter): SQL[] {
  const where: SQL[] = [eq(products.merchantId, merchantId)];
  if (filter.search) where.push(ilike(products.name, `%${escapeLike(filter.search)}%`));
  if (filter.categoryId) where.push(eq(products.categoryId, filter.categoryId));
  if (filter.brandId) where.push(eq(products.brandId, filter.brandId));
  if (filter.status !== 'all') where.push(eq(products.status, filter.status));
  switch (filter.stockStatus) {
    case 'in-stock':
      where.push(gt(products.stock, products.lowStockThreshold));
      break;
    case 'low-stock':
      where.push(gt(products.stock, 0), lte(products.stock, products.lowStockThreshold));
      break;
    case 'out-of-stock':
      where.push(lte(products.stock, 0));
      break;
  }
  return where;
}

/** One query per page whatever its length: the rows and the filtered total together. */
export async function listProducts(
  db: Db,
  merchantId: string,
  filter: ProductListFilter,
): Promise<ProductListResponse> {
  const where = and(...conditions(merchantId, filter));
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.page > 1) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(where);
    total = counted?.total ?? 0;
  }
  return {
    items: rows.map((r) => toProductDto(r.product)),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
