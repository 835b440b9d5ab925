import { and, eq, inArray } from 'drizzle-orm';
import type { CreateStockReceiptParsed } from '@shared/stock-in/stock-in.schemas';
import { addDays, DAY_MS, johannesburgDate } from '@shared/time/johannesburg';
import type { Tx } from '../db/client';
import { products, suppliers } from '../db/schema';
import { receiveStock } from '../domain/stock/receive-stock';
import { syncExpiryAlerts } from '../domain/stock/expiry-alerts';

type Line = [name: string, units: number, unitCost: number, caseSize?: number];

/**
 * Two deliveries to look back on, through the one receiving path (numbers, movements, costs,
 * batches): the cash-and-carry's two days ago, with milk whose use-by date is four days off,
 * and yesterday's wholesaler run with amasi best before ten days from now.
 */
export async function writeDemoReceipts(tx: Tx, merchantId: string, now: Date) {
  const today = johannesburgDate(now);
  const [wholesale] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.merchantId, merchantId), eq(suppliers.name, 'Soweto Cash & Carry')));
  const deliveries: { supplierId: string | null; daysAgo: number; lines: Line[]; dated: string }[] =
    [
      {
        supplierId: wholesale!.id,
        daysAgo: 2,
        dated: 'Clover Full Cream Milk 1L',
        lines: [
          ['Clover Full Cream Milk 1L', 12, 14.5, 12],
          ['Koo Baked Beans in Tomato Sauce 410g', 12, 12.2, 12],
          ['Huletts White Sugar 2kg', 6, 31.5, 6],
        ],
      },
      {
        supplierId: null,
        daysAgo: 1,
        dated: 'Clover Amasi 2L',
        lines: [
          ['Clover Amasi 2L', 6, 29],
          ['Coca-Cola 2L', 6, 19.8],
        ],
      },
    ];
  const names = deliveries.flatMap((d) => d.lines.map(([name]) => name));
  const ids = new Map(
    (
      await tx
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(eq(products.merchantId, merchantId), inArray(products.name, names)))
    ).map((p) => [p.name, p.id]),
  );
  for (const delivery of deliveries) {
    const useBy = delivery.supplierId !== null;
    const input: CreateStockReceiptParsed = {
      supplierId: delivery.supplierId,
      invoiceNumber: useBy ? 'INV-20418' : null,
      note: null,
      lines: delivery.lines.map(([name, quantity, unitCost, caseSize]) => ({
        productId: ids.get(name)!,
        quantity,
        unitCost,
        caseSize: caseSize ?? null,
        ...(name === delivery.dated
          ? {
              expiryDate: addDays(today, useBy ? 4 : 10),
              dateMark: useBy ? ('use_by' as const) : ('best_before' as const),
            }
          : {}),
      })),
    };
    await receiveStock(
      tx,
      merchantId,
      input,
      null,
      new Date(now.getTime() - delivery.daysAgo * DAY_MS),
    );
  }
  await syncExpiryAlerts(tx, merchantId, today);
}
