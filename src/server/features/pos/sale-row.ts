import type { PosSale, PosSaleInstalment, PosSaleItem } from '@shared/pos/pos.schemas';
import type { posSales } from '@server/db/schema/index';

export type SaleRow = typeof posSales.$inferSelect;

export const toSale = (
  row: SaleRow,
  customer: { name: string; phone: string | null } | null,
  instalments: PosSaleInstalment[],
  cashier: { id: string; name: string } | null = null,
): PosSale => ({
  id: row.id,
  saleNumber: row.saleNumber,
  items: row.items as PosSaleItem[],
  subtotal: row.subtotal,
  discount: row.discountAmount,
  discountPercent: row.discountPercent === null ? null : Number(row.discountPercent),
  discountTotal: row.discountTotal,
  tax: row.taxAmount,
  vatPercent: row.vatPercent,
  total: row.totalAmount,
  totalAmount: row.totalAmount,
  paymentMethod: row.paymentMethod,
  customerId: row.customerId,
  customerName: customer?.name ?? null,
  customerPhone: customer?.phone ?? null,
  status: row.status,
  cashTendered: row.cashTendered,
  changeDue: row.changeDue,
  instalments,
  offlineReceiptNumber: row.offlineReceiptNumber,
  syncedAt: row.syncedAt?.toISOString() ?? null,
  priceDifference: row.priceDifference,
  belowPrice: row.belowPrice,
  receiptToken: row.receiptToken,
  cashier,
  refundedAmount: '0.00',
  refunds: [],
  createdAt: row.createdAt.toISOString(),
});
