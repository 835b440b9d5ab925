import type { Product, ProductListResponse } from '@shared/catalog/catalog.schemas';
import { request } from '@client/api/endpoint';
import { listProducts } from '@client/api/products-endpoints';
import { tillDb } from './till-db';
import { withTillLock } from './till-lock';

const PAGE = 500;
/** Re-asks a minute before the newest change seen, so a write committing late is not missed. */
const OVERLAP_MS = 60_000;

/**
 * Brings the phone's copy of the catalogue up to date: the first time every product, then only
 * those changed since the last sync (updatedSince), so the till sells offline from what it knew.
 * The copy holds the server's stock and each product's barcodes (indexed, so a scan is found
 * offline); the sales waiting to sync are taken off when shown.
 */
export const refreshCatalogue = (userId: string): Promise<void> =>
  withTillLock(userId, () => pullCatalogue(userId));

/** refreshCatalogue for a caller that already holds the till's lock (the sync). */
export async function pullCatalogue(userId: string): Promise<void> {
  const db = await tillDb(userId);
  const since = (await db.get('meta', 'catalogueSince')) as string | undefined;
  let newest = since ? Date.parse(since) + OVERLAP_MS : 0;
  const changed: Product[] = [];
  for (let page = 1; ; page += 1) {
    const list = await request(listProducts, {
      query: { updatedSince: since, pageSize: PAGE, page },
    });
    changed.push(...list.items);
    if (page * PAGE >= list.total) break;
  }
  const tx = db.transaction(['products', 'meta'], 'readwrite');
  for (const product of changed) {
    await tx.objectStore('products').put(product);
    newest = Math.max(newest, Date.parse(product.updatedAt));
  }
  if (newest > 0) {
    await tx.objectStore('meta').put(new Date(newest - OVERLAP_MS).toISOString(), 'catalogueSince');
  }
  await tx.done;
}

/** The till's product search on the phone's copy: active, in stock, name contains the text. */
export async function searchCatalogue(
  userId: string,
  search: string,
  pageSize: number,
): Promise<ProductListResponse> {
  const needle = search.toLocaleLowerCase();
  const all = await (await tillDb(userId)).getAll('products');
  const found = all
    .filter((p) => p.status === 'active' && p.stock > 0)
    .filter((p) => !needle || p.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { items: found.slice(0, pageSize), total: found.length, page: 1, pageSize };
}

/** The product with this code in the phone's copy, if an active one has it. */
export async function findByCode(userId: string, code: string): Promise<Product | null> {
  const found = await (await tillDb(userId)).getFromIndex('products', 'barcode', code);
  return found?.status === 'active' ? found : null;
}
