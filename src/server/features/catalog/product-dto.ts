import { stockStatusOf, type Product } from '@shared/catalog/catalog.schemas';
import type { products } from '@server/db/schema/index';

/** A product row read with its barcodes (`productColumns`). */
export type ProductRow = typeof products.$inferSelect & { barcodes: string[] };

export function toProductDto(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    stockStatus: stockStatusOf(row.stock, row.lowStockThreshold),
    categoryId: row.categoryId,
    brandId: row.brandId,
    supplierId: row.supplierId,
    image: row.image,
    status: row.status,
    voiceNames: row.voiceNames,
    barcodes: row.barcodes,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
