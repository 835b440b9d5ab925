import { and, asc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProductListQuerySchema, ProductListResponse } from '@shared/catalog/catalog.schemas';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema/index';
import { normaliseBarcode } from '@shared/catalog/barcode';
import { toProductDto } from './product-dto';
import { hasBarcode, productColumns } from '@server/domain/catalog/barcodes';

export type ProductListFilter = z.output<typeof ProductListQuerySchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(merchantId: string, filter: ProductListFilter): SQL[] {
  const where: SQL[] = [eq(products.merchantId, merchantId)];
  if (filter.search) {
    const byName = ilike(products.name, `%${escapeLike(filter.search)}%`);
    const code = normaliseBarcode(filter.search);
    where.push(code ? or(byName, hasBarcode(merchantId, code))! : byName);
  }
  if (filter.barcode) where.push(hasBarcode(merchantId, normaliseBarcode(filter.barcode)));
  if (filter.categoryId) where.push(eq(products.categoryId, filter.categoryId));
  if (filter.brandId) where.push(eq(products.brandId, filter.brandId));
  if (filter.status !== 'all') where.push(eq(products.status, filter.status));
  if (filter.updatedSince) where.push(gt(products.updatedAt, new Date(filter.updatedSince)));
  switch (filter.stockStatus) {
    case 'available':
      where.push(gt(products.stock, 0));
      break;
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

/**
 * Two queries whatever the page length: the page (walks the merchant+name index
 * and stops at the limit) and the filtered count. A count(*) over () window
 * would sort every matching row instead.
 */
export async function listProducts(
  db: Db,
  merchantId: string,
  filter: ProductListFilter,
): Promise<ProductListResponse> {
  const where = and(...conditions(merchantId, filter));
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  return {
    items: rows.map(toProductDto),
    total: counted?.total ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
