import { phrase } from '@shared/i18n/phrase';
import { and, eq, inArray } from 'drizzle-orm';
import { DAY_MS } from '@shared/time/johannesburg';
import { priceSale } from '@shared/pos/sale-totals';
import type { CreatePosSaleParsed, OfflineSaleFields } from '@shared/pos/pos.schemas';
import type { Tx } from '@server/db/client';
import { products } from '@server/db/schema/index';
import { notFound, ruleViolation } from '@server/lib/app-error';
import { centsOf } from '@server/lib/money-sql';
import type { PricedSale } from './sale-pricing';
import { checkDiscountsFit, storedDiscounts } from './sale-discounts';

/** A phone's clock may run a little fast; more than this and the time is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;
const OFFLINE_MAX_AGE_MS = 7 * DAY_MS;

/** When the sale happened, checked against the server's clock: not in the future, at most 7 days old. */
export function offlineSoldAt(offline: OfflineSaleFields, now: Date): Date {
  const soldAt = new Date(offline.soldAt);
  if (soldAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw ruleViolation(
      'SOLD_AT_IN_FUTURE',
      phrase("The sale's time ({soldAt}) is later than now; check the phone's date and time", {
        soldAt: offline.soldAt,
      }),
    );
  }
  if (soldAt.getTime() < now.getTime() - OFFLINE_MAX_AGE_MS) {
    throw ruleViolation(
      'SOLD_AT_TOO_OLD',
      phrase(
        "The sale's time ({soldAt}) is more than 7 days ago; an offline sale must be synced within 7 days",
        { soldAt: offline.soldAt },
      ),
    );
  }
  return soldAt;
}

export interface PricedOfflineSale extends PricedSale {
  /** Per line, the day's list price in cents. */
  listPrices: number[];
  /** Rung-up subtotal minus the subtotal at the day's prices. */
  priceDifference: number;
  /** How far below the day's prices its lines rung up lower came, in cents; null when none was (a line at zero always counts). */
  belowPrice: number | null;
}

/** The lines rung up below the list price, or at zero, and by how much in all (cents). */
export function belowListPrice(
  lines: readonly { unitPrice: number; quantity: number }[],
  listPrices: readonly number[],
): number | null {
  const below = lines
    .map((line, i) => ({ line, list: listPrices[i]! }))
    .filter(({ line, list }) => line.unitPrice < list || line.unitPrice === 0);
  if (below.length === 0) return null;
  return below.reduce((sum, { line, list }) => sum + (list - line.unitPrice) * line.quantity, 0);
}

/**
 * An offline sale keeps the prices the merchant rang up (they were on the till's screen), so the
 * server checks only that its lines and totals add up at the VAT it was charged at, and records
 * how far its prices are from the day's. Its discounts are checked as online ones are.
 * Products must be the shop's (404 otherwise).
 */
export async function priceOfflineCart(
  tx: Tx,
  merchantId: string,
  input: CreatePosSaleParsed,
  vatPercent: number,
): Promise<PricedOfflineSale> {
  const ids = [...new Set(input.items.map((i) => i.productId))];
  const rows = await tx
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids)));
  if (rows.length < ids.length) throw notFound('Product');
  const byId = new Map(rows.map((p) => [p.id, p]));
  const cart = input.items.map((item) => ({
    listPrice: item.unitPrice,
    quantity: item.quantity,
    discount: item.discount ?? null,
  }));
  const priced = priceSale(cart, vatPercent, input.discount ?? null);
  checkDiscountsFit(
    input.items.map((item) => ({
      productId: item.productId,
      name: byId.get(item.productId)!.name,
      gross: item.unitPrice * item.quantity,
      discount: item.discount,
    })),
    priced.subtotal,
    input.discount,
  );
  const kept = storedDiscounts(
    priced,
    cart.map((l) => l.discount),
    input.discount,
  );
  const lines = input.items.map((item, i) => ({
    productId: item.productId,
    name: byId.get(item.productId)!.name,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    subtotal: priced.lines[i]!.subtotal,
    ...kept.lines[i]!,
  }));
  const { subtotal, tax, total } = priced;
  const { discount, discountPercent, discountTotal } = kept;
  const totals = { subtotal, discount, discountPercent, discountTotal, tax, total };
  const addsUp =
    input.items.every((item, i) => item.subtotal === lines[i]!.subtotal) &&
    input.subtotal === totals.subtotal &&
    input.tax === totals.tax &&
    input.total === totals.total;
  if (!addsUp) {
    throw ruleViolation(
      'TOTALS_DO_NOT_ADD_UP',
      phrase("The sale's lines, VAT ({percent}%) and total do not add up", { percent: vatPercent }),
    );
  }
  // Prices rung up against the day's list prices, before any discount (a discount is no price).
  const listPrices = lines.map((l) => centsOf(byId.get(l.productId)!.price));
  const atListPrices = lines.reduce((sum, l, i) => sum + listPrices[i]! * l.quantity, 0);
  const rungUp = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  return {
    lines,
    ...totals,
    listPrices,
    priceDifference: rungUp - atListPrices,
    belowPrice: belowListPrice(lines, listPrices),
  };
}
