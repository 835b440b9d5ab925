import { and, eq } from 'drizzle-orm';
import { phrase } from '@shared/i18n/phrase';
import type { Tx } from '@server/db/client';
import { products } from '@server/db/schema/index';
import { notFound, ruleViolation } from '@server/lib/app-error';

/**
 * Packs (a pack of 6 eggs, a case of 24 cooldrinks): a product sold from another product's
 * stock, pack_units of its units at a time. Its stock is that product's, in whole packs (kept by
 * migration 0025's trigger), so it is never set, adjusted, counted or received directly.
 */
export const PACK_MESSAGES = {
  packOfItself: 'A pack cannot be sold from itself',
  packOfPack: '{product} is a pack itself: choose the single product a pack is sold from',
  hasPacks: '{product} has packs sold from it, so it cannot be a pack',
  ownStock: '{product} has stock of its own: bring it to 0 before making it a pack',
  stockFromBase: "A pack's stock comes from {product}: change the stock of {product}",
  needsUnits: 'A pack needs both the product it is sold from and its number of units',
} as const;

/** The pack a product is (its base's name), or null for a product that is not a pack. */
export async function packBaseOf(tx: Tx, merchantId: string, productId: string) {
  const [row] = await tx
    .select({ packOf: products.packOf })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.merchantId, merchantId)));
  if (!row) throw notFound('Product');
  if (!row.packOf) return null;
  const [base] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, row.packOf));
  return base!;
}

/** 422: a pack's stock is its base's, changed only through the base. */
export const packStockRefusal = (baseName: string) =>
  ruleViolation('PACK_STOCK', phrase(PACK_MESSAGES.stockFromBase, { product: baseName }));

/** Refuses a direct change of a pack's stock (an adjustment, a count). */
export async function refusePackStockChange(tx: Tx, merchantId: string, productId: string) {
  const base = await packBaseOf(tx, merchantId, productId);
  if (base) throw packStockRefusal(base.name);
}

/**
 * The checks of a product made (productId null) or edited into a pack of `packOf`: the base is
 * the shop's (404 otherwise), not a pack itself, not the product; a product with packs of its
 * own, or with stock of its own, is not made a pack. Returns the base.
 */
export async function checkPackBase(
  tx: Tx,
  merchantId: string,
  packOf: string,
  product: { id: string; name: string; stock: number; packOf: string | null } | null,
) {
  if (product && packOf === product.id) {
    throw ruleViolation('PACK_OF_ITSELF', PACK_MESSAGES.packOfItself);
  }
  const [base] = await tx
    .select({ id: products.id, name: products.name, packOf: products.packOf })
    .from(products)
    .where(and(eq(products.id, packOf), eq(products.merchantId, merchantId)));
  if (!base) throw notFound('Product');
  if (base.packOf) {
    throw ruleViolation('PACK_OF_PACK', phrase(PACK_MESSAGES.packOfPack, { product: base.name }));
  }
  if (!product) return base;
  const [pack] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.packOf, product.id), eq(products.merchantId, merchantId)))
    .limit(1);
  if (pack) {
    throw ruleViolation(
      'PRODUCT_HAS_PACKS',
      phrase(PACK_MESSAGES.hasPacks, { product: product.name }),
    );
  }
  if (!product.packOf && product.stock > 0) {
    throw ruleViolation(
      'PACK_OWN_STOCK',
      phrase(PACK_MESSAGES.ownStock, { product: product.name }),
    );
  }
  return base;
}

interface PackFields {
  packOf?: string | null;
  packUnits?: number | null;
  stock?: number;
}

/**
 * An edit's pack fields checked against the product as it is: what it will be (a pack of what,
 * of how many units), refused when it cannot be, and a stock sent for a pack refused. Making it
 * a product again (packOf null) drops its units too.
 */
export async function checkPackEdit(
  tx: Tx,
  merchantId: string,
  current: {
    id: string;
    name: string;
    stock: number;
    packOf: string | null;
    packUnits: number | null;
  },
  edit: PackFields,
): Promise<Pick<PackFields, 'packOf' | 'packUnits'>> {
  if (edit.packOf === undefined && edit.packUnits === undefined && !current.packOf) return {};
  const packOf = edit.packOf === undefined ? current.packOf : edit.packOf;
  const packUnits = packOf === null ? null : (edit.packUnits ?? current.packUnits);
  if (packOf === null) return edit.packOf === undefined ? {} : { packOf, packUnits };
  if (packUnits === null) throw ruleViolation('PACK_UNITS', PACK_MESSAGES.needsUnits);
  const base = await checkPackBase(tx, merchantId, packOf, current);
  if (edit.stock !== undefined) throw packStockRefusal(base.name);
  return { packOf, packUnits };
}
