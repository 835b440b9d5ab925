import { divideRoundHalfUp, type Cents } from './money';

/** Bulk price tiers, highest first: 50+ units 15% off, 20+ 10%, 10+ 5%. */
export const BULK_TIERS = [
  { minQuantity: 50, discountPercent: 15 },
  { minQuantity: 20, discountPercent: 10 },
  { minQuantity: 10, discountPercent: 5 },
] as const;

export function bulkDiscountPercent(quantity: number): number {
  return BULK_TIERS.find((tier) => quantity >= tier.minQuantity)?.discountPercent ?? 0;
}

/** Unit price after the bulk tier for this quantity, rounded half up to the cent. */
export function tierUnitPrice(unitPrice: Cents, quantity: number): Cents {
  return divideRoundHalfUp(unitPrice * (100 - bulkDiscountPercent(quantity)), 100);
}

export interface PricedLine {
  unitPrice: Cents;
  quantity: number;
  total: Cents;
  discountPercent: number;
}

/** Prices one line from the list price: tier unit price times quantity. */
export function priceLine(listPrice: Cents, quantity: number): PricedLine {
  const unitPrice = tierUnitPrice(listPrice, quantity);
  return {
    unitPrice,
    quantity,
    total: unitPrice * quantity,
    discountPercent: bulkDiscountPercent(quantity),
  };
}
