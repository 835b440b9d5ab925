import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { StockAlert } from '@shared/stock-alerts/stock-alerts.schemas';
import type { Db } from '../../db/client';
import { products, stockAlerts } from '../../db/schema';
import { stockAlertMessage } from './stock-alerts';

/**
 * Open alerts (not yet restocked) with the product's name and stock: unread first, newest
 * first. `where` narrows them further (one alert by id). A low or out-of-stock alert is worded
 * from the product as it is now (its name, stock and threshold), not as it was when raised; a
 * stock-count alert keeps its words, which record what an offline sale oversold, and an expiry
 * alert its own, which its sync keeps true (expiry-alerts.ts).
 */
export async function openStockAlerts(
  db: Db,
  merchantId: string,
  { limit, where }: { limit: number; where?: SQL },
): Promise<StockAlert[]> {
  const rows = await db
    .select({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      productName: products.name,
      stock: products.stock,
      alertType: stockAlerts.alertType,
      threshold: products.lowStockThreshold,
      message: stockAlerts.message,
      isRead: stockAlerts.isRead,
      createdAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .innerJoin(
      products,
      and(eq(products.id, stockAlerts.productId), eq(products.merchantId, merchantId)),
    )
    .where(and(eq(stockAlerts.merchantId, merchantId), isNull(stockAlerts.resolvedAt), where))
    .orderBy(asc(stockAlerts.isRead), desc(stockAlerts.createdAt), asc(stockAlerts.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    message:
      row.alertType === 'low_stock' || row.alertType === 'out_of_stock'
        ? stockAlertMessage(row.alertType, row.productName, row.stock)
        : row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}
