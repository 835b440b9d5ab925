/** Catalog quantity: a whole number from 1 to 1000 (docs/product.md "Validation", "Constants"). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1000;

/** A typed quantity as a whole number from 1 to `max` (the catalogue's 1000, or less). */
export function clampQuantity(value: string | number, max = MAX_QUANTITY): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) return MIN_QUANTITY;
  return Math.min(max, Math.max(MIN_QUANTITY, Math.trunc(parsed)));
}

/** The most an order can take of a product: its stock, within the 1000 the spec allows. */
export const orderableMax = (stock: number) =>
  Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, stock));
