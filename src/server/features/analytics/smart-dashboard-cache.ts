import { johannesburgDate } from '@shared/time/johannesburg';
import type { MerchantVersions } from '@server/cache/merchant-versions';

/** Figures that move with time alone (days since a customer's last visit) refresh this often. */
const FRESH_MS = 60_000;
/** One answer (~50 KB for a big shop) per merchant, for the merchants seen last. */
const MAX_ENTRIES = 200;

interface Entry {
  version: number;
  day: string;
  at: number;
  json: string;
}

/**
 * The smart dashboard as sent (serialised JSON), per merchant and language: valid while the merchant's trading
 * version has not moved (any sale, order, customer, stock alert or product written moves it) and
 * the change feed is up to date, on the same Johannesburg day, for at most a minute.
 */
export class SmartDashboardCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly versions: MerchantVersions) {}

  async read(
    merchantId: string,
    now: Date,
    load: () => Promise<string>,
    language = 'en',
  ): Promise<string> {
    const version = this.versions.of(merchantId);
    const day = johannesburgDate(now);
    const key = `${merchantId} ${language}`;
    const hit = this.entries.get(key);
    const age = hit ? now.getTime() - hit.at : Infinity;
    const fresh = hit && hit.version === version && hit.day === day && age >= 0 && age < FRESH_MS;
    if (fresh && this.versions.upToDate()) {
      return hit.json;
    }
    const json = await load();
    // A write that landed while the figures were read leaves them unkept.
    if (this.versions.live && this.versions.of(merchantId) === version) {
      this.entries.delete(key);
      this.entries.set(key, { version, day, at: now.getTime(), json });
      const oldest = this.entries.keys().next().value;
      if (this.entries.size > MAX_ENTRIES && oldest !== undefined) this.entries.delete(oldest);
    }
    return json;
  }
}
