import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stockAlerts } from '../../db/schema';

export interface StockShortfall {
  productId: string;
  name: string;
  lowStockThreshold: number;
  /** Units sold beyond the stock the server knew of. */
  difference: number;
}

const stockCountMessage = (name: string, difference: number) =>
  `${name}: ${difference} more sold offline than was in stock. Count the shelf and correct the stock.`;

/** A stock-count alert per product an offline sale oversold: the goods left the shelf, the count is off. */
export async function raiseStockCountAlerts(
  tx: Tx,
  merchantId: string,
  shortfalls: readonly StockShortfall[],
) {
  if (shortfalls.length === 0) return;
  await tx.insert(stockAlerts).values(
    shortfalls.map((s) => ({
      merchantId,
      productId: s.productId,
      userId: merchantId,
      alertType: 'stock_count' as const,
      threshold: s.lowStockThreshold,
      message: stockCountMessage(s.name, s.difference),
    })),
  );
}

/** A counted stock correction answers the products' stock-count alerts. */
export async function resolveCountAlerts(
  tx: Tx,
  merchantId: string,
  counted: readonly { id: string }[],
) {
  if (counted.length === 0) return;
  await tx
    .update(stockAlerts)
    .set({ resolvedAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.merchantId, merchantId),
        eq(stockAlerts.alertType, 'stock_count'),
        isNull(stockAlerts.resolvedAt),
        inArray(
          stockAlerts.productId,
          counted.map((p) => p.id),
        ),
      ),
    );
}
