import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { StockReceipt, StockReceiptList } from '@shared/stock-in/stock-in.schemas';
import type { Db, Tx } from '@server/db/client';
import {
  products,
  purchaseOrders,
  shopStaff,
  stockReceiptLines,
  stockReceipts,
  suppliers,
} from '@server/db/schema/index';

const receiptColumns = {
  ...getTableColumns(stockReceipts),
  supplierName: suppliers.name,
  purchaseOrderNumber: purchaseOrders.number,
  staffName: shopStaff.name,
  lineCount: sql<number>`(select count(*)::int from stock_receipt_lines l
    where l.receipt_id = ${stockReceipts.id})`,
};

function receipts(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(receiptColumns)
    .from(stockReceipts)
    .leftJoin(suppliers, eq(suppliers.id, stockReceipts.supplierId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, stockReceipts.purchaseOrderId))
    .leftJoin(shopStaff, eq(shopStaff.id, stockReceipts.receivedBy))
    .where(where);
}

type ReceiptRow = Awaited<ReturnType<typeof receipts>>[number];

const toHead = (row: ReceiptRow) => ({
  id: row.id,
  number: row.number,
  supplierId: row.supplierId,
  supplierName: row.supplierName,
  purchaseOrderId: row.purchaseOrderId,
  purchaseOrderNumber: row.purchaseOrderNumber,
  invoiceNumber: row.invoiceNumber,
  note: row.note,
  invoicePhoto: row.invoicePhoto,
  totalCost: row.totalCost,
  receivedBy: row.receivedBy && row.staffName ? { id: row.receivedBy, name: row.staffName } : null,
  createdAt: row.createdAt.toISOString(),
});

/** One receipt with its lines, or null when it is not the merchant's. */
export async function loadReceipt(
  db: Db | Tx,
  merchantId: string,
  id: string,
): Promise<StockReceipt | null> {
  const [row] = await receipts(
    db,
    and(eq(stockReceipts.merchantId, merchantId), eq(stockReceipts.id, id)),
  );
  if (!row) return null;
  const lines = await db
    .select({ ...getTableColumns(stockReceiptLines), productName: products.name })
    .from(stockReceiptLines)
    .innerJoin(products, eq(products.id, stockReceiptLines.productId))
    .where(and(eq(stockReceiptLines.merchantId, merchantId), eq(stockReceiptLines.receiptId, id)))
    .orderBy(asc(stockReceiptLines.position));
  return {
    ...toHead(row),
    lines: lines.map((l) => ({
      productId: l.productId,
      productName: l.productName,
      quantity: l.quantity,
      unitCost: Number(l.unitCost).toFixed(4),
      caseSize: l.caseSize,
      expiryDate: l.expiryDate,
      dateMark: l.dateMark,
      batchId: l.batchId,
    })),
  };
}

/** The merchant's receipts, newest first, a page at a time (optionally one supplier's). */
export async function listReceipts(
  db: Db,
  merchantId: string,
  query: { supplierId?: string; page: number; pageSize: number },
): Promise<StockReceiptList> {
  const where = and(
    eq(stockReceipts.merchantId, merchantId),
    query.supplierId ? eq(stockReceipts.supplierId, query.supplierId) : undefined,
  );
  const rows = await receipts(db, where)
    .orderBy(desc(stockReceipts.createdAt), desc(stockReceipts.number))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(stockReceipts).where(where);
  return {
    items: rows.map((row) => ({ ...toHead(row), lineCount: row.lineCount })),
    total: total!.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}
