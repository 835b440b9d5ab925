import type { ProductListResponse } from '@shared/catalog/catalog.schemas';
import type { CreatePosSale } from '@shared/pos/pos.schemas';

/** How many of each product the sales still waiting to sync took off the shelf. */
export function waitingQuantities(sales: readonly { body: CreatePosSale }[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const sale of sales) {
    for (const item of sale.body.items) {
      taken.set(item.productId, (taken.get(item.productId) ?? 0) + item.quantity);
    }
  }
  return taken;
}

/**
 * The till's products as the shelf has them: the stock the server last said (or the phone's copy
 * of it), less what the sales waiting to sync took. A product none is left of leaves the list, as
 * the server leaves out products without stock.
 */
export function lessWaiting(
  list: ProductListResponse,
  taken: ReadonlyMap<string, number>,
): ProductListResponse {
  if (taken.size === 0) return list;
  const items = list.items
    .map((product) => ({ ...product, stock: product.stock - (taken.get(product.id) ?? 0) }))
    .filter((product) => product.stock > 0);
  return { ...list, items, total: Math.max(0, list.total - (list.items.length - items.length)) };
}
