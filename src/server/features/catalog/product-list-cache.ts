import type { MerchantVersions } from '@server/cache/merchant-versions';
import { stableStringify } from '@server/lib/stable-json';
import type { ProductListFilter } from './product-list';

/** Room for many first pages and a few full catalogues (a 500-item list is ~150 KB). */
const MAX_BYTES = 16 * 1024 * 1024;

interface Entry {
  version: number;
  json: string;
}

/**
 * Product lists as sent (serialised JSON), per merchant and filter, each valid
 * while the merchant's catalogue version has not moved. Phones ask for the same
 * pages over and over; a sale or an edit moves the version and the next read
 * goes to the database.
 */
export class ProductListCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly versions: MerchantVersions) {}

  async read(
    merchantId: string,
    filter: ProductListFilter,
    load: () => Promise<string>,
  ): Promise<string> {
    const key = `${merchantId}:${stableStringify(filter)}`;
    const upToDate = this.versions.upToDate();
    const version = this.versions.of(merchantId);
    const hit = this.entries.get(key);
    if (upToDate && hit && hit.version === version) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.json;
    }
    const json = await load();
    // A write that landed while the list was read leaves it unkept.
    if (this.versions.live && this.versions.of(merchantId) === version) {
      this.keep(key, { version, json });
    }
    return json;
  }

  private keep(key: string, entry: Entry) {
    this.drop(key);
    if (entry.json.length > MAX_BYTES) return;
    this.entries.set(key, entry);
    this.bytes += entry.json.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= MAX_BYTES) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.json.length;
    this.entries.delete(key);
  }
}
