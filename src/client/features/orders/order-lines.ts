import { priceLine } from '@shared/money/bulk-tiers';
import { centsToDecimal, toCents, type Cents } from '@shared/money/money';
import type { OrderItem } from '@shared/orders/orders.schemas';

/** One line of the order dialog: a product, its list price now and the quantity. */
export interface EditLine {
  productId: string;
  name: string;
  /** "24.99" */
  listPrice: string;
  quantity: number;
}

export interface PricedEditLine extends EditLine {
  unitPrice: Cents;
  total: Cents;
  discountPercent: number;
}

export const linesFromItems = (items: readonly OrderItem[]): EditLine[] =>
  items.map((item) => ({
    productId: item.productId,
    name: item.productName,
    listPrice: item.listPrice,
    quantity: item.quantity,
  }));

/** Adds units of a product; the same product again adds to its line. */
export function addLine(
  lines: readonly EditLine[],
  product: { id: string; name: string; price: string },
  quantity = 1,
): EditLine[] {
  if (lines.some((line) => line.productId === product.id)) {
    return lines.map((line) =>
      line.productId === product.id ? { ...line, quantity: line.quantity + quantity } : line,
    );
  }
  return [
    ...lines,
    { productId: product.id, name: product.name, listPrice: product.price, quantity },
  ];
}

/** Sets a line's quantity; 0 or below removes the line (docs/product.md "Validation"). */
export function setLineQuantity(
  lines: readonly EditLine[],
  productId: string,
  quantity: number,
): EditLine[] {
  if (!Number.isFinite(quantity)) return [...lines];
  const whole = Math.trunc(quantity);
  return lines.flatMap((line) => {
    if (line.productId !== productId) return [line];
    return whole <= 0 ? [] : [{ ...line, quantity: whole }];
  });
}

function sameQuantities(lines: readonly EditLine[], items: readonly OrderItem[]) {
  if (lines.length !== items.length) return false;
  return items.every((item) =>
    lines.some((line) => line.productId === item.productId && line.quantity === item.quantity),
  );
}

/**
 * Prices the dialog's lines as the server will: unchanged items keep the prices stored
 * on the order; once the items change, every line is priced from its list price with
 * the bulk tiers. The total is the sum of the line totals.
 */
export function priceLines(
  lines: readonly EditLine[],
  saved: readonly OrderItem[] = [],
): { lines: PricedEditLine[]; total: Cents } {
  const keepSaved = saved.length > 0 && sameQuantities(lines, saved);
  const priced = lines.map((line): PricedEditLine => {
    const stored = keepSaved ? saved.find((item) => item.productId === line.productId) : undefined;
    if (stored) {
      const unitPrice = toCents(stored.unitPrice) ?? 0;
      const listPrice = toCents(stored.listPrice) ?? unitPrice;
      return {
        ...line,
        unitPrice,
        total: toCents(stored.totalPrice) ?? unitPrice * line.quantity,
        discountPercent:
          unitPrice < listPrice ? priceLine(listPrice, line.quantity).discountPercent : 0,
      };
    }
    const { unitPrice, total, discountPercent } = priceLine(
      toCents(line.listPrice) ?? 0,
      line.quantity,
    );
    return { ...line, unitPrice, total, discountPercent };
  });
  return { lines: priced, total: priced.reduce((sum, line) => sum + line.total, 0) };
}

/** The read-only total: the sum of the line totals to two decimals, "366.80". */
export const totalText = (total: Cents) => centsToDecimal(total);

/** The items as the API takes them; the server prices them itself. */
export const itemsPayload = (lines: readonly EditLine[]) =>
  lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
