import type { Refund } from '@shared/pos/refund.schemas';
import { RefundSchema } from '@shared/pos/refund.schemas';
import { saleFixture } from '@client/test/api-fixtures';

export const BREAD = '00000000-0000-4000-8000-0000000000b1';
export const MILK = '00000000-0000-4000-8000-0000000000b2';
export const SALE_ID = '00000000-0000-4000-8000-0000000000c1';

/** Two bread at R10.00 and a milk already refunded: R45.00 + 15% VAT = R51.75. */
export const refundableSaleFixture = (createdAt = '2026-11-23T12:05:00.000Z') =>
  saleFixture({
    id: SALE_ID,
    saleNumber: 'SALE-000010',
    items: [
      {
        productId: BREAD,
        name: 'Bread',
        quantity: 2,
        unitPrice: '10.00',
        subtotal: '20.00',
        refundedQuantity: 0,
      },
      {
        productId: MILK,
        name: 'Milk',
        quantity: 1,
        unitPrice: '25.00',
        subtotal: '25.00',
        refundedQuantity: 1,
      },
    ],
    subtotal: '45.00',
    tax: '6.75',
    total: '51.75',
    totalAmount: '51.75',
    status: 'partially_refunded',
    refundedAmount: '28.75',
    receiptToken: 'tok-sale-10',
    createdAt,
  });

/** The server's answer to a refund of one bread. */
export const refundFixture = (fields: Partial<Refund> = {}) =>
  RefundSchema.parse({
    id: '00000000-0000-4000-8000-0000000000d1',
    saleId: SALE_ID,
    creditNoteNumber: 'CN-000001',
    saleNumber: 'SALE-000010',
    saleDate: '2026-11-23T12:05:00.000Z',
    amount: '11.50',
    vat: '1.50',
    method: 'cash',
    lines: [{ productId: BREAD, name: 'Bread', quantity: 1, amount: '11.50' }],
    reason: 'returned',
    restock: true,
    receiptToken: 'tok-sale-10',
    createdAt: '2026-11-23T12:30:00.000Z',
    ...fields,
  });
