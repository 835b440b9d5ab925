import type { Product } from '@shared/catalog/catalog.schemas';
import { centsToDecimal, toCents } from '@shared/money/money';
import type { CreatePosSale, PosSale } from '@shared/pos/pos.schemas';
import { cashChange } from '@shared/pos/sale-totals';
import { VAT_PERCENT } from '@shared/money/vat';
import { ApiError } from '@client/lib/api';
import { failureOfStatus, type SendFailure } from './sync-retry';

/** A short random name for this phone, in its offline receipt numbers. */
export function newDeviceName(random: () => number = Math.random): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 6 }, () => letters[Math.floor(random() * letters.length)]).join('');
}

export const offlineReceiptNumber = (device: string, n: number) => `OFF-${device}-${n}`;

/** Who rang a sale up: a staff member at the till, or null for the owner. */
export type Cashier = PosSale['cashier'];

/**
 * The sale as the server will receive it: the cart as rung up, with when, its number, VAT and
 * who was serving (the staff member whose PIN opened the till, null for the owner) and the
 * shift open on the phone then (null when it knew of none).
 */
export function offlineBody(
  body: CreatePosSale,
  receiptNumber: string,
  soldAt: Date,
  vatPercent: number,
  cashierId: string | null = null,
  shiftId: string | null = null,
): CreatePosSale {
  return {
    ...body,
    offline: {
      receiptNumber,
      soldAt: soldAt.toISOString(),
      vatPercent: vatPercent === 0 ? 0 : VAT_PERCENT,
      cashierId,
      shiftId,
    },
  };
}

/** The receipt an offline sale prints at once: numbered OFF-…, no link until it is synced. */
export function offlineReceipt(
  id: string,
  body: CreatePosSale,
  names: ReadonlyMap<string, string>,
  customerName: string | null,
  cashier: Cashier = null,
): PosSale {
  const offline = body.offline!;
  const cents = (value: string | number | null | undefined) =>
    value == null ? null : toCents(value);
  const money = (value: string | number | null | undefined) => {
    const amount = cents(value);
    return amount === null ? null : centsToDecimal(amount);
  };
  const tendered = cents(body.cashTendered);
  const change = tendered === null ? null : cashChange(cents(body.total) ?? 0, tendered);
  const percentOf = (discount: CreatePosSale['discount']) =>
    discount?.kind === 'percent' ? discount.percent : null;
  const lineDiscounts = body.items.map(
    (item) => (cents(item.unitPrice) ?? 0) * item.quantity - (cents(item.subtotal) ?? 0),
  );
  // What the sale's own discount took off: the subtotal less what VAT was charged on.
  const saleDiscount =
    (cents(body.subtotal) ?? 0) - ((cents(body.total) ?? 0) - (cents(body.tax) ?? 0));
  return {
    id,
    saleNumber: offline.receiptNumber,
    items: body.items.map((item, i) => {
      const percent = percentOf(item.discount);
      return {
        productId: item.productId,
        name: names.get(item.productId) ?? 'Product',
        quantity: item.quantity,
        refundedQuantity: 0,
        unitPrice: money(item.unitPrice)!,
        subtotal: money(item.subtotal)!,
        ...(lineDiscounts[i]! > 0 ? { discount: centsToDecimal(lineDiscounts[i]!) } : {}),
        ...(lineDiscounts[i]! > 0 && percent !== null ? { discountPercent: percent } : {}),
      };
    }),
    subtotal: money(body.subtotal)!,
    discount: centsToDecimal(saleDiscount),
    discountPercent: saleDiscount > 0 ? percentOf(body.discount) : null,
    discountTotal: centsToDecimal(lineDiscounts.reduce((sum, d) => sum + d, 0) + saleDiscount),
    tax: money(body.tax)!,
    vatPercent: offline.vatPercent,
    total: money(body.total)!,
    totalAmount: money(body.total)!,
    paymentMethod: body.paymentMethod,
    customerId: body.customerId ?? null,
    customerName,
    customerPhone: null,
    buyer: body.buyer
      ? {
          name: body.buyer.name,
          address: body.buyer.address,
          vatNumber: body.buyer.vatNumber ?? null,
        }
      : null,
    status: 'completed',
    cashTendered: money(body.cashTendered),
    changeDue: change === null ? null : centsToDecimal(change),
    instalments: [],
    offlineReceiptNumber: offline.receiptNumber,
    syncedAt: null,
    priceDifference: null,
    belowPrice: null,
    receiptToken: null,
    cashier,
    refundedAmount: '0.00',
    refunds: [],
    createdAt: offline.soldAt,
  };
}

/**
 * What a failed send means for a queued sale: no network leaves it waiting; a refusal means
 * what its status means (sync-retry.ts).
 */
export function sendFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return { retry: true, afterSeconds: null };
  return failureOfStatus(error.status, error.details, error.serverMessage ?? error.message);
}

/** The local catalogue's stock after an offline sale (never below zero). */
export function afterSale(product: Product, quantity: number): Product {
  return { ...product, stock: Math.max(0, product.stock - quantity) };
}
