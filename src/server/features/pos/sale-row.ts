import type { PosSale, PosSaleInstalment, PosSaleItem } from '@shared/pos/pos.schemas';
import type { Refund } from '@shared/pos/refund.schemas';
import { buyerFrom } from '@shared/pos/receipt-legal';
import type { posSales } from '@server/db/schema/index';
import {
  NOTHING_REFUNDED,
  saleStatus,
  type SaleRefunded,
} from '@server/domain/refunds/sale-refunds';

export type SaleRow = typeof posSales.$inferSelect;

/** The sale as answered; `refunded` and `refunds` (GET one sale only) say what came back. */
export const toSale = (
  row: SaleRow,
  customer: { name: string; phone: string | null } | null,
  instalments: PosSaleInstalment[],
  cashier: { id: string; name: string } | null = null,
  refunded: SaleRefunded = NOTHING_REFUNDED,
  refunds: Refund[] = [],
): PosSale => ({
  id: row.id,
  saleNumber: row.saleNumber,
  items: (row.items as PosSaleItem[]).map((item, index) => ({
    ...item,
    refundedQuantity: refunded.unitsByLine[index] ?? 0,
  })),
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
  status: saleStatus(row.items as PosSaleItem[], refunded),
  cashTendered: row.cashTendered,
  changeDue: row.changeDue,
  instalments,
  offlineReceiptNumber: row.offlineReceiptNumber,
  syncedAt: row.syncedAt?.toISOString() ?? null,
  priceDifference: row.priceDifference,
  belowPrice: row.belowPrice,
  receiptToken: row.receiptToken,
  cashier,
  buyer: buyerFrom(row),
  refundedAmount: refunded.amount,
  refunds,
  createdAt: row.createdAt.toISOString(),
});
