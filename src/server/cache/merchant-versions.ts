/** Triggers announce the merchant id of every product written (migration 0002)... */
export const CATALOG_CHANGE_CHANNEL = 'kasitrade_catalog';
/** ...and of every sale, order, customer or stock alert written (migration 0008). */
export const TRADING_CHANGE_CHANNEL = 'kasitrade_trading';

/**
 * Per merchant, a number that moves whenever the announced rows change. Only the embedded
 * database keeps one: it is this process's alone, so an answer kept in memory and checked
 * against it can never be stale. On PostgreSQL every read goes to the database.
 */
export class MerchantVersions {
  private versions = new Map<string, number>();

  of(merchantId: string): number {
    return this.versions.get(merchantId) ?? 0;
  }

  bump(merchantId: string) {
    this.versions.set(merchantId, this.of(merchantId) + 1);
  }
}
