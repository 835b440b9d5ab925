import { and, eq, inArray } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import {
  POS_MESSAGES,
  type CreatePosSaleParsed,
  type PriceChangedDetails,
} from '@shared/pos/pos.schemas';
import { discountOff } from '@shared/money/discount';
import { priceSale } from '@shared/pos/sale-totals';
import type { Tx } from '@server/db/client';
import { products } from '@server/db/schema/index';
import { conflict, notFound, ruleViolation } from '@server/lib/app-error';
import { centsOf } from '@server/lib/money-sql';
import { notEnoughStock, notForSale } from '@server/domain/stock/stock';
import { checkDiscountsFit, storedDiscounts } from './sale-discounts';

export interface PricedSale {
  lines: {
    productId: string;
    name: string;
    quantity: number;
    unitPrice: number;
    /** Unit price times quantity, less the line's discount. */
    subtotal: number;
    discount: number;
    discountPercent: number | null;
  }[];
  subtotal: number;
  /** The sale's own discount, off the subtotal before VAT. */
  discount: number;
  discountPercent: number | null;
  /** Line discounts plus the sale's. */
  discountTotal: number;
  tax: number;
  total: number;
}

/** What a till line should charge: its unit price times quantity less its discount. */
const lineCharge = (item: CreatePosSaleParsed['items'][number]) => {
  const gross = item.unitPrice * item.quantity;
  return gross - discountOff(gross, item.discount);
};

/**
 * Prices the cart from the product table and checks it against what the till
 * showed: unknown product 404, inactive 422, short stock 409 naming the
 * products, any price or total that differs 409 with the current prices.
 */
export async function priceCart(
  tx: Tx,
  merchantId: string,
  input: CreatePosSaleParsed,
  vatPercent: number,
): Promise<PricedSale> {
  const quantity = new Map<string, number>();
  for (const item of input.items) {
    quantity.set(item.productId, (quantity.get(item.productId) ?? 0) + item.quantity);
  }
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      status: products.status,
    })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, [...quantity.keys()])));
  if (rows.length < quantity.size) throw notFound('Product');
  const byId = new Map(rows.map((p) => [p.id, p]));
  const ordered = [...quantity].map(([id, q]) => ({ product: byId.get(id)!, quantity: q }));

  const inactive = ordered.filter((l) => l.product.status !== 'active');
  if (inactive.length > 0) {
    throw ruleViolation('PRODUCT_INACTIVE', notForSale(inactive.map((l) => l.product.name)), {
      products: inactive.map((l) => ({ productId: l.product.id, name: l.product.name })),
    });
  }
  const short = ordered.filter((l) => l.product.stock < l.quantity);
  if (short.length > 0) {
    throw conflict(notEnoughStock(short.map((l) => l.product.name)), {
      reason: 'INSUFFICIENT_STOCK',
      products: short.map((l) => ({
        productId: l.product.id,
        name: l.product.name,
        available: l.product.stock,
      })),
    });
  }

  // A discounted product is on one line of the sale (the schema sees to it).
  const discountOf = new Map(input.items.map((item) => [item.productId, item.discount]));
  const cart = ordered.map((l) => ({
    listPrice: centsOf(l.product.price),
    quantity: l.quantity,
    discount: discountOf.get(l.product.id) ?? null,
  }));
  const priced = priceSale(cart, vatPercent, input.discount ?? null);
  checkDiscountsFit(
    ordered.map((l, i) => ({
      productId: l.product.id,
      name: l.product.name,
      gross: cart[i]!.listPrice * l.quantity,
      discount: cart[i]!.discount,
    })),
    priced.subtotal,
    input.discount,
  );
  const kept = storedDiscounts(
    priced,
    cart.map((l) => l.discount),
    input.discount,
  );
  const lines = ordered.map((l, i) => ({
    productId: l.product.id,
    name: l.product.name,
    quantity: l.quantity,
    unitPrice: priced.lines[i]!.unitPrice,
    subtotal: priced.lines[i]!.subtotal,
    ...kept.lines[i]!,
  }));
  const unitPriceOf = new Map(lines.map((l) => [l.productId, l.unitPrice]));
  const differs =
    input.items.some(
      (item) =>
        item.unitPrice !== unitPriceOf.get(item.productId) || item.subtotal !== lineCharge(item),
    ) ||
    input.subtotal !== priced.subtotal ||
    input.tax !== priced.tax ||
    input.total !== priced.total;
  if (differs) {
    const details: PriceChangedDetails = {
      reason: 'PRICE_CHANGED',
      products: lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        unitPrice: centsToDecimal(l.unitPrice),
      })),
      subtotal: centsToDecimal(priced.subtotal),
      tax: centsToDecimal(priced.tax),
      total: centsToDecimal(priced.total),
    };
    throw conflict(POS_MESSAGES.pricesChanged, details);
  }
  const { subtotal, tax, total } = priced;
  const { discount, discountPercent, discountTotal } = kept;
  return { lines, subtotal, discount, discountPercent, discountTotal, tax, total };
}
