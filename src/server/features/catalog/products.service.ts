import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ProductListResponseSchema,
  type CreateProductParsed,
  type Product,
  type UpdateProductParsed,
} from '@shared/catalog/catalog.schemas';
import type { StockAdjustment } from '@shared/catalog/stock-adjustment.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Deps } from '@server/deps';
import type { Db, Tx } from '@server/db/client';
import { products } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import { isStale, staleEdit } from '@server/lib/row-version';
import { phrase } from '@shared/i18n/phrase';
import { keptKindFields, kindOfEdit } from '@shared/catalog/product-kind';
import { addProducts } from '@server/domain/catalog/add-products';
import { changeStock } from '@server/domain/stock/stock';
import {
  checkPackBase,
  checkPackEdit,
  packStockRefusal,
  refusePackStockChange,
} from '@server/domain/catalog/packs';
import { assertRefsOwned } from './product-refs';
import { toProductDto, type ProductRow } from './product-dto';
import { listProducts, type ProductListFilter } from './product-list';
import { ProductListCache } from './product-list-cache';
import { productColumns, setBarcodes } from '@server/domain/catalog/barcodes';

async function lockProduct(tx: Tx, merchantId: string, id: string) {
  const [row] = await tx
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.merchantId, merchantId)))
    .for('update', { of: products });
  if (!row) throw notFound('Product');
  return row;
}

/** 409 when the edit was made on a version the product has moved on from. */
function refuseStaleEdit(current: ProductRow, version: number | undefined) {
  if (!isStale(current, version)) return;
  throw staleEdit(
    phrase('{product} was changed since you opened it. Check the current figures and save again.', {
      product: current.name,
    }),
    version,
    toProductDto(current),
  );
}

async function readProduct(tx: Db, merchantId: string, id: string): Promise<Product> {
  const [row] = await tx
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.merchantId, merchantId)));
  if (!row) throw notFound('Product');
  return toProductDto(row);
}

export function createProductsService({ db, caches, clock }: Deps) {
  const loadList = async (merchantId: string, filter: ProductListFilter) =>
    JSON.stringify(z.encode(ProductListResponseSchema, await listProducts(db, merchantId, filter)));
  const listCache = caches ? new ProductListCache(caches.catalog) : null;

  return {
    /** The list as sent: serialised with its schema, kept while the catalogue is unchanged. */
    listJson: (merchantId: string, filter: ProductListFilter): Promise<string> =>
      listCache
        ? listCache.read(merchantId, filter, () => loadList(merchantId, filter))
        : loadList(merchantId, filter),

    get: (merchantId: string, id: string) => readProduct(db, merchantId, id),

    create: (merchantId: string, input: CreateProductParsed) =>
      db.transaction(async (tx) => {
        await assertRefsOwned(tx, merchantId, input);
        if (input.packOf) {
          const base = await checkPackBase(tx, merchantId, input.packOf, null);
          if (input.stock !== 0) throw packStockRefusal(base.name);
        }
        const { barcodes, ...fields } = input;
        const [id] = await addProducts(tx, merchantId, [
          {
            ...fields,
            ...keptKindFields(input),
            price: centsToDecimal(input.price),
            costPrice: input.costPrice === null ? null : centsToDecimal(input.costPrice),
          },
        ]);
        await setBarcodes(tx, merchantId, id!, barcodes);
        return readProduct(tx, merchantId, id!);
      }),

    /**
     * Refused (409, the current product in the details) when sent with a version the product
     * has moved on from: a sale, an order or another phone changed it since it was read. Stock
     * changes only by a movement: a stock sent with the version read is a count correction by
     * its difference from the stock read (the current stock, as the version matched).
     */
    update: (merchantId: string, id: string, input: UpdateProductParsed) =>
      db.transaction(async (tx) => {
        const current = await lockProduct(tx, merchantId, id);
        refuseStaleEdit(current, input.version);
        await assertRefsOwned(tx, merchantId, input);
        const pack = await checkPackEdit(tx, merchantId, current, input);
        const { stock, price, costPrice, barcodes, version: _read, ...fields } = input;
        await tx
          .update(products)
          .set({
            ...fields,
            ...pack,
            // The kind comes with its declarations (the schema sees to it): a general product clears them.
            ...(fields.kind === undefined
              ? {}
              : keptKindFields(kindOfEdit({ ...fields, kind: fields.kind }))),
            ...(price === undefined ? {} : { price: centsToDecimal(price) }),
            ...(costPrice === undefined
              ? {}
              : { costPrice: costPrice === null ? null : centsToDecimal(costPrice) }),
            updatedAt: clock(),
          })
          .where(and(eq(products.id, id), eq(products.merchantId, merchantId)));
        if (barcodes !== undefined) await setBarcodes(tx, merchantId, id, barcodes);
        const delta = stock === undefined ? 0 : stock - current.stock;
        if (stock !== undefined || fields.lowStockThreshold !== undefined) {
          await changeStock(tx, merchantId, [{ productId: id, delta }], {
            reason: 'count_correction',
            referenceType: 'product_edit',
          });
        }
        return readProduct(tx, merchantId, id);
      }),

    /** A signed adjustment, by the owner or (staffId) a member of staff; 409 below 0; 422 for a pack. */
    adjustStock: (
      merchantId: string,
      id: string,
      input: StockAdjustment,
      staffId: string | null = null,
    ) =>
      db.transaction(async (tx) => {
        await refusePackStockChange(tx, merchantId, id);
        await changeStock(tx, merchantId, [{ productId: id, delta: input.quantity }], {
          reason: input.reason,
          referenceType: 'stock_adjustment',
          staffId,
        });
        return readProduct(tx, merchantId, id);
      }),
  };
}
