import { useSyncExternalStore } from 'react';
import { priceLine } from '@shared/money/bulk-tiers';
import { centsToDecimal, toCents } from '@shared/money/money';

/** The order being put together from the catalogue; the Orders page's new-order dialog opens with it. */
export const DRAFT_ORDER_KEY = 'kasitrade_draft_order';

export interface DraftOrderLine {
  productId: string;
  name: string;
  quantity: number;
  /** The product's list price, "24.99". */
  listPrice: string;
  /** The bulk tier price per unit for this quantity, "23.74". */
  unitPrice: string;
  /** unitPrice x quantity, "237.40". */
  totalPrice: string;
}

export interface DraftOrder {
  lines: DraftOrderLine[];
}

const EMPTY: DraftOrder = { lines: [] };
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: DraftOrder = EMPTY;

function isLine(value: unknown): value is DraftOrderLine {
  const line = value as DraftOrderLine;
  return (
    typeof line?.productId === 'string' &&
    typeof line.name === 'string' &&
    Number.isInteger(line.quantity) &&
    toCents(line.listPrice) !== null
  );
}

/** The stored draft; anything unreadable counts as empty. */
export function readDraftOrder(): DraftOrder {
  const raw = localStorage.getItem(DRAFT_ORDER_KEY);
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = JSON.parse(raw ?? 'null') as { lines?: unknown };
    cached = { lines: Array.isArray(parsed?.lines) ? parsed.lines.filter(isLine) : [] };
  } catch {
    cached = EMPTY;
  }
  return cached;
}

function write(draft: DraftOrder) {
  localStorage.setItem(DRAFT_ORDER_KEY, JSON.stringify(draft));
  for (const listener of listeners) listener();
}

/** A line priced at its bulk tier for the quantity. */
export function pricedDraftLine(
  product: { id: string; name: string; price: string },
  quantity: number,
): DraftOrderLine {
  const priced = priceLine(toCents(product.price) ?? 0, quantity);
  return {
    productId: product.id,
    name: product.name,
    quantity,
    listPrice: product.price,
    unitPrice: centsToDecimal(priced.unitPrice),
    totalPrice: centsToDecimal(priced.total),
  };
}

/**
 * Adds units of a product; the same product again adds to its line and re-prices the tier.
 * The line never passes the stock (the order would be refused): `limited` says it was capped.
 * Nothing is added for a product out of stock.
 */
export function addToDraftOrder(
  product: { id: string; name: string; price: string; stock: number },
  quantity: number,
): { line: DraftOrderLine | null; limited: boolean } {
  const { lines } = readDraftOrder();
  const existing = lines.find((line) => line.productId === product.id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const total = Math.min(wanted, Math.max(0, product.stock));
  if (total <= 0) return { line: existing ?? null, limited: true };
  const line = pricedDraftLine(product, total);
  write({
    lines: existing ? lines.map((l) => (l.productId === product.id ? line : l)) : [...lines, line],
  });
  return { line, limited: total < wanted };
}

export function clearDraftOrder() {
  localStorage.removeItem(DRAFT_ORDER_KEY);
  for (const listener of listeners) listener();
}

export function draftOrderTotal(draft: DraftOrder): string {
  return centsToDecimal(draft.lines.reduce((sum, l) => sum + (toCents(l.totalPrice) ?? 0), 0));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DRAFT_ORDER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDraftOrder(): DraftOrder {
  return useSyncExternalStore(subscribe, readDraftOrder, () => EMPTY);
}
