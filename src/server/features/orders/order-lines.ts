import { phrase } from '@shared/i18n/phrase';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderItemInput } from '@shared/orders/orders.schemas';
import type { Tx } from '@server/db/client';
import { products } from '@server/db/schema/index';
import { AppError, notFound, ruleViolation } from '@server/lib/app-error';
import { centsOf } from '@server/lib/money-sql';
import { notForSale } from '@server/domain/stock/stock';

export interface ResolvedLine {
  productId: string;
  name: string;
  quantity: number;
  listPrice: number;
  active: boolean;
  /** The product's cost per unit now (excluding VAT), kept on the item; null while unknown. */
  unitCost: string | null;
}

type Line = Pick<OrderItemInput, 'productId' | 'name' | 'quantity'>;

/**
 * Finds each line's product among the merchant's (by id, or by name for voice
 * orders), merges lines of one product and takes the price from the product table.
 */
export async function resolveLines(
  tx: Tx,
  merchantId: string,
  lines: readonly Line[],
): Promise<ResolvedLine[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const names = [
    ...new Set(lines.flatMap((l) => (!l.productId && l.name ? [l.name.toLowerCase()] : []))),
  ];
  const [byId, byName] = await Promise.all([
    ids.length === 0
      ? []
      : tx
          .select()
          .from(products)
          .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids))),
    names.length === 0
      ? []
      : tx
          .select()
          .from(products)
          .where(
            and(
              eq(products.merchantId, merchantId),
              eq(products.status, 'active'),
              inArray(sql`lower(${products.name})`, names),
            ),
          ),
  ]);
  const idMap = new Map(byId.map((p) => [p.id, p]));
  const nameMap = new Map(byName.map((p) => [p.name.toLowerCase(), p]));
  const merged = new Map<string, ResolvedLine>();
  for (const line of lines) {
    const product = line.productId
      ? idMap.get(line.productId)
      : nameMap.get((line.name ?? '').toLowerCase());
    if (!product) {
      throw line.productId
        ? notFound('Product')
        : new AppError(
            'NOT_FOUND',
            phrase('No product called "{name}" in your catalogue', { name: line.name ?? '' }),
          );
    }
    const existing = merged.get(product.id);
    if (existing) existing.quantity += line.quantity;
    else
      merged.set(product.id, {
        productId: product.id,
        name: product.name,
        quantity: line.quantity,
        listPrice: centsOf(product.price),
        active: product.status === 'active',
        unitCost: product.costPrice,
      });
  }
  return [...merged.values()];
}

/** Products that are inactive may stay on an order but cannot be added or increased. */
export function refuseInactiveAdditions(
  lines: readonly ResolvedLine[],
  before: ReadonlyMap<string, number>,
) {
  const refused = lines.filter((l) => !l.active && l.quantity > (before.get(l.productId) ?? 0));
  if (refused.length > 0) {
    throw ruleViolation('PRODUCT_INACTIVE', notForSale(refused.map((l) => l.name)), {
      products: refused.map((l) => ({ productId: l.productId, name: l.name })),
    });
  }
}

/** productId -> quantity */
export const quantities = (lines: readonly { productId: string; quantity: number }[]) => {
  const map = new Map<string, number>();
  for (const l of lines) map.set(l.productId, (map.get(l.productId) ?? 0) + l.quantity);
  return map;
};

export function sameQuantities(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) {
  if (a.size !== b.size) return false;
  for (const [id, q] of a) if (b.get(id) !== q) return false;
  return true;
}
