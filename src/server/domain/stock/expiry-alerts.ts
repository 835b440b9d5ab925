import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stockAlerts } from '../../db/schema';
import { expiringBatches, type ExpiringBatchRow } from './batches';

/** Expiring soon: within a week (docs/product.md "Constants"), and anything already past. */
export const EXPIRING_SOON_DAYS = 7;
export const EXPIRY_ALERT_TYPES = ['expiring_soon', 'expired_stock'] as const;
type ExpiryAlertType = (typeof EXPIRY_ALERT_TYPES)[number];

interface Due {
  productId: string;
  alertType: ExpiryAlertType;
  message: string;
}

/** One alert per product: expired once any of its dated units is past, else expiring soon. */
function dueAlerts(batches: readonly ExpiringBatchRow[]): Due[] {
  const byProduct = new Map<string, ExpiringBatchRow[]>();
  for (const b of batches) byProduct.set(b.productId, [...(byProduct.get(b.productId) ?? []), b]);
  return [...byProduct].map(([productId, of]) => {
    const past = of.filter((b) => b.daysLeft < 0);
    const shown = past.length > 0 ? past : of;
    const units = shown.reduce((sum, b) => sum + b.quantity, 0);
    const { productName, expiryDate } = shown[0]!;
    return past.length > 0
      ? {
          productId,
          alertType: 'expired_stock',
          message: `${units} of ${productName} expired on ${expiryDate}`,
        }
      : {
          productId,
          alertType: 'expiring_soon',
          message: `${units} of ${productName} expire on ${expiryDate}`,
        };
  });
}

/**
 * Raises, rewords and clears the shop's expiry alerts for `today` (Johannesburg): the bell and
 * the dashboard's alerts show batches expiring within a week or already past, until sold or
 * written off. Called where the alerts are read and where batches change.
 */
export async function syncExpiryAlerts(tx: Tx, merchantId: string, today: string) {
  // One sync of a shop at a time, so two readers never raise the same alert twice.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`expiry-alerts ${merchantId}`}))`);
  const due = dueAlerts(await expiringBatches(tx, merchantId, today, EXPIRING_SOON_DAYS));
  const open = await tx
    .select({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      alertType: stockAlerts.alertType,
      message: stockAlerts.message,
    })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.merchantId, merchantId),
        isNull(stockAlerts.resolvedAt),
        inArray(stockAlerts.alertType, [...EXPIRY_ALERT_TYPES]),
      ),
    )
    .for('update');
  const dueOf = new Map(due.map((d) => [`${d.productId} ${d.alertType}`, d]));
  const resolve = open.filter((a) => !dueOf.has(`${a.productId} ${a.alertType}`));
  if (resolve.length > 0) {
    await tx
      .update(stockAlerts)
      .set({ resolvedAt: sql`now()` })
      .where(
        inArray(
          stockAlerts.id,
          resolve.map((a) => a.id),
        ),
      );
  }
  for (const a of open) {
    const now = dueOf.get(`${a.productId} ${a.alertType}`);
    if (now && now.message !== a.message) {
      await tx.update(stockAlerts).set({ message: now.message }).where(eq(stockAlerts.id, a.id));
    }
  }
  const openKeys = new Set(open.map((a) => `${a.productId} ${a.alertType}`));
  const raise = due.filter((d) => !openKeys.has(`${d.productId} ${d.alertType}`));
  if (raise.length > 0) {
    await tx
      .insert(stockAlerts)
      .values(raise.map((d) => ({ merchantId, userId: merchantId, threshold: 0, ...d })));
  }
}
