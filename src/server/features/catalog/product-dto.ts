import { centsToDecimal, toCents } from '@shared/money/money';
import { stockStatusOf, type Product } from '@shared/catalog/catalog.schemas';
import type { products } from '@server/db/schema/index';

/** A cost of four decimals in whole cents (display and comparisons against prices). */
const costCents = (cost: string) => Math.round(Number(cost) * 100);

/** The price (excluding VAT) under what the product costs the shop. */
function isBelowCost(row: ProductRow): boolean {
  if (row.costPrice === null) return false;
  return (toCents(row.price) ?? 0) < costCents(row.costPrice);
}

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
    costPrice: row.costPrice === null ? null : centsToDecimal(costCents(row.costPrice)),
    packOf: row.packOf,
    packUnits: row.packUnits,
    belowCost: isBelowCost(row),
    kind: row.kind,
    medicineSchedule: row.medicineSchedule,
    pesticideRegistration: row.pesticideRegistration,
    pesticideHouseholdUse: row.pesticideHouseholdUse,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
