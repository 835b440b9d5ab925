/** Catalog quantity: a whole number from 1 to 1000 (spec sections 5 and 9). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1000;

export function clampQuantity(value: string | number): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(parsed)));
}
