/**
 * The till's words and payment methods, without zod: the till's first load reads them, and the
 * sale schemas (pos.schemas.ts) build on them.
 */

/** docs/product.md "Validation", "Calls", "Constants": the till. */
export const POS_MESSAGES = {
  emptyCartTitle: 'Empty Cart',
  emptyCart: 'Please add items to cart before checkout',
  stockLimitTitle: 'Stock Limit',
  stockLimit: 'Not enough stock available',
  successTitle: 'Sale Completed',
  success: 'Transaction processed successfully!',
  failure: 'Failed to process sale',
  pricesChanged:
    'Prices have changed since the cart was filled. Check the new total and try again.',
  cashShort: 'Cash tendered is less than the total',
  quantityWhole: 'Quantity must be a whole number of at least 1',
  methodNotTaken:
    'This shop does not take that payment method. The owner can turn it on in Settings.',
} as const;

export const MAX_SALE_LINES = 200;
export const MAX_SALE_QUANTITY = 10_000;

export const POS_PAYMENT_METHODS = ['cash', 'card', 'wallet', 'credit'] as const;
export type PosPaymentMethod = (typeof POS_PAYMENT_METHODS)[number];

/** Cash and card are taken at the counter; wallet and credit need the server at the moment of sale. */
export const OFFLINE_PAYMENT_METHODS = [
  'cash',
  'card',
] as const satisfies readonly PosPaymentMethod[];

/** 409 details when the till's prices are out of date: the current ones. */
export interface PriceChangedDetails {
  reason: 'PRICE_CHANGED';
  products: { productId: string; name: string; unitPrice: string }[];
  subtotal: string;
  tax: string;
  total: string;
}
