import { and, desc, eq } from 'drizzle-orm';
import type {
  CreateStockReceiptParsed,
  ExpiringBatch,
  StockReceipt,
} from '@shared/stock-in/stock-in.schemas';
import type { WriteOff } from '@shared/stock-in/write-offs.schemas';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';
import type { Deps } from '@server/deps';
import { productCaseSizes } from '@server/db/schema/index';
import { expiringBatches } from '@server/domain/stock/batches';
import { syncExpiryAlerts } from '@server/domain/stock/expiry-alerts';
import { notFound } from '@server/lib/app-error';
import { runIdempotent } from '@server/lib/idempotency';
import { listReceipts, loadReceipt } from './receipt-read';
import { receiveStock } from '@server/domain/stock/receive-stock';
import { loadWriteOff, writeOff, writeOffReport, type CreateWriteOffParsed } from './write-offs';

/** How far back the write-off report reaches when no start is given. */
const REPORT_DAYS = 30;

export function createStockInService({ db, clock }: Deps) {
  const today = () => johannesburgDate(clock());

  return {
    /** One delivery received, all or nothing; retry-safe with an Idempotency-Key. */
    async receive(
      merchantId: string,
      input: CreateStockReceiptParsed,
      key: string | undefined,
      staffId: string | null,
    ): Promise<StockReceipt> {
      const now = clock();
      const result = await runIdempotent(
        db,
        { merchantId, scope: 'stock_receipt.create', key, requestBody: input, now },
        async (tx) => {
          const id = await receiveStock(tx, merchantId, input, staffId, now);
          await syncExpiryAlerts(tx, merchantId, johannesburgDate(now));
          return (await loadReceipt(tx, merchantId, id))!;
        },
      );
      return result.body;
    },

    list: (merchantId: string, query: Parameters<typeof listReceipts>[2]) =>
      listReceipts(db, merchantId, query),

    async get(merchantId: string, id: string): Promise<StockReceipt> {
      const receipt = await loadReceipt(db, merchantId, id);
      if (!receipt) throw notFound('Stock receipt');
      return receipt;
    },

    /** The case size last received per product (from this supplier when one is named). */
    async caseSizes(merchantId: string, supplierId?: string) {
      const rows = await db
        .selectDistinctOn([productCaseSizes.productId], {
          productId: productCaseSizes.productId,
          caseSize: productCaseSizes.caseSize,
        })
        .from(productCaseSizes)
        .where(
          and(
            eq(productCaseSizes.merchantId, merchantId),
            supplierId ? eq(productCaseSizes.supplierId, supplierId) : undefined,
          ),
        )
        .orderBy(productCaseSizes.productId, desc(productCaseSizes.updatedAt));
      return rows;
    },

    expiring: (merchantId: string, days: number): Promise<ExpiringBatch[]> =>
      expiringBatches(db, merchantId, today(), days),

    async writeOff(
      merchantId: string,
      productId: string,
      input: CreateWriteOffParsed,
      staffId: string | null,
    ): Promise<WriteOff> {
      const now = clock();
      return db.transaction(async (tx) => {
        const id = await writeOff(tx, merchantId, productId, input, staffId, now);
        await syncExpiryAlerts(tx, merchantId, johannesburgDate(now));
        return loadWriteOff(tx, merchantId, id);
      });
    },

    report(merchantId: string, query: { from?: string; to?: string }) {
      const to = query.to ?? today();
      const from = query.from ?? addDays(to, -(REPORT_DAYS - 1));
      return writeOffReport(db, merchantId, { from, to });
    },
  };
}
