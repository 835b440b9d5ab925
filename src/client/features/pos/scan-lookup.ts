import type { Product } from '@shared/catalog/catalog.schemas';
import { request } from '@client/api/endpoint';
import { listProducts } from '@client/api/products-endpoints';
import { codeVariants } from '@client/lib/barcode-scanner/code-variants';
import { offlineTill } from './offline/load-offline';
import { tillUserId } from './offline/till-user-id';

/** A product of the phone's copy, with the stock the sales waiting to sync took taken off. */
async function lessWaitingOf(userId: string, product: Product): Promise<Product> {
  const taken = (await (await offlineTill()).waitingTaken(userId)).get(product.id) ?? 0;
  return { ...product, stock: product.stock - taken };
}

async function findLocally(userId: string, code: string): Promise<Product | null> {
  const { findByCode } = await offlineTill();
  for (const variant of codeVariants(code)) {
    const found = await findByCode(userId, variant).catch(() => null);
    if (found) return lessWaitingOf(userId, found);
  }
  return null;
}

async function findOnServer(code: string): Promise<Product | null> {
  for (const variant of codeVariants(code)) {
    const list = await request(listProducts, { query: { barcode: variant, pageSize: 1 } });
    // Only a product that carries the code: never whatever else a list answer holds.
    const found = list.items.find((p) => p.status === 'active' && p.barcodes.includes(variant));
    if (found) return found;
  }
  return null;
}

/**
 * The active product a scanned code names: the phone's copy of the catalogue first (so the till
 * scans with no network), then, online, the server (a product added since the last sync). Null
 * when neither knows the code, or when the server cannot be reached.
 */
export async function findScannedProduct(code: string, online: boolean): Promise<Product | null> {
  const userId = tillUserId();
  const local = userId ? await findLocally(userId, code) : null;
  if (local || !online) return local;
  try {
    return await findOnServer(code);
  } catch {
    return null;
  }
}
