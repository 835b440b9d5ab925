/**
 * Per merchant, a number that moves whenever any of its products is written
 * (a trigger announces it, migration 0002). Only the embedded database keeps
 * one: it is this process's alone, so a cached product list checked against
 * it can never be stale. On PostgreSQL every list is read afresh.
 */
export const CATALOG_CHANGE_CHANNEL = 'kasitrade_catalog';

export class CatalogVersions {
  private versions = new Map<string, number>();

  of(merchantId: string): number {
    return this.versions.get(merchantId) ?? 0;
  }

  bump(merchantId: string) {
    this.versions.set(merchantId, this.of(merchantId) + 1);
  }
}
