import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '@server/deps';
import { stockAlerts } from '@server/db/schema/index';
import { openStockAlerts } from '@server/domain/stock/open-alerts';
import { syncExpiryAlerts } from '@server/domain/stock/expiry-alerts';
import { johannesburgDate } from '@shared/time/johannesburg';
import { notFound } from '@server/lib/app-error';
import type { StockAlert } from '@shared/stock-alerts/stock-alerts.schemas';

/** Open alerts are one per low or empty product, so the list is bounded; this caps the answer. */
const MAX_ALERTS = 500;

const open = (merchantId: string) =>
  and(eq(stockAlerts.merchantId, merchantId), isNull(stockAlerts.resolvedAt));

export function createStockAlertsService({ db, clock }: Deps) {
  async function findOne(merchantId: string, id: string): Promise<StockAlert> {
    const [alert] = await openStockAlerts(db, merchantId, {
      limit: 1,
      where: eq(stockAlerts.id, id),
    });
    if (!alert) throw notFound('Stock alert');
    return alert;
  }

  return {
    /**
     * Open alerts (not yet restocked) with the product name: unread first, newest first. The
     * expiry alerts are brought up to today first (a batch falls due by the calendar alone).
     */
    async list(merchantId: string): Promise<StockAlert[]> {
      await db.transaction((tx) => syncExpiryAlerts(tx, merchantId, johannesburgDate(clock())));
      return openStockAlerts(db, merchantId, { limit: MAX_ALERTS });
    },

    async markRead(merchantId: string, id: string): Promise<StockAlert> {
      const [row] = await db
        .update(stockAlerts)
        .set({ isRead: true })
        .where(and(open(merchantId), eq(stockAlerts.id, id)))
        .returning({ id: stockAlerts.id });
      if (!row) throw notFound('Stock alert');
      return findOne(merchantId, id);
    },

    /** Marks read the open alerts raised up to `before`: later ones stay unread. */
    async markAllRead(merchantId: string, before: Date): Promise<{ updated: number }> {
      const rows = await db
        .update(stockAlerts)
        .set({ isRead: true })
        .where(
          and(
            open(merchantId),
            eq(stockAlerts.isRead, false),
            // The client sends a millisecond time; the column keeps microseconds.
            sql`date_trunc('milliseconds', ${stockAlerts.createdAt}) <= ${before.toISOString()}`,
          ),
        )
        .returning({ id: stockAlerts.id });
      return { updated: rows.length };
    },
  };
}
