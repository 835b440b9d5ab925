import { and, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { phrase } from '@shared/i18n/phrase';
import type { Db, Tx } from '@server/db/client';
import { productBarcodes, products } from '@server/db/schema/index';
import { conflict } from '@server/lib/app-error';
import { isUniqueClash } from '@server/lib/unique-clash';

const CODE_INDEX = 'product_barcodes_merchant_code_key';

/** A product's codes in the order the shop gave them, read with the row (one statement). */
export const barcodesOf = sql<string[]>`coalesce((select array_agg(b.code order by b.position)
  from ${productBarcodes} b where b.product_id = ${products.id}), '{}'::text[])`;

/** The product columns and its barcodes: what every product answer is made from. */
export const productColumns = { ...getTableColumns(products), barcodes: barcodesOf };

/** 409 naming the product of the shop (other than `productId`) that already has one of the codes. */
async function refuseTaken(tx: Db, merchantId: string, productId: string, codes: string[]) {
  const [taken] = await tx
    .select({ code: productBarcodes.code, id: products.id, name: products.name })
    .from(productBarcodes)
    .innerJoin(products, eq(products.id, productBarcodes.productId))
    .where(
      and(
        eq(productBarcodes.merchantId, merchantId),
        inArray(productBarcodes.code, codes),
        ne(productBarcodes.productId, productId),
      ),
    )
    .orderBy(productBarcodes.code)
    .limit(1);
  if (!taken) return;
  throw conflict(
    phrase('The barcode {barcode} is already on {product}', {
      barcode: taken.code,
      product: taken.name,
    }),
    { reason: 'BARCODE_TAKEN', barcode: taken.code, productId: taken.id, productName: taken.name },
  );
}

/**
 * Replaces a product's codes, in the caller's transaction (the product row is written in the
 * same one, so its version and updated_at move with its codes). A code another product of the
 * shop has is refused with 409 naming it, also when that product was given the code by a
 * transaction that committed while this one ran: the unique index refuses the insert inside a
 * savepoint, and the product that won is read and named.
 */
export async function setBarcodes(tx: Tx, merchantId: string, productId: string, codes: string[]) {
  await refuseTaken(tx, merchantId, productId, codes);
  await tx.delete(productBarcodes).where(eq(productBarcodes.productId, productId));
  if (codes.length === 0) return;
  try {
    await tx.transaction((savepoint) =>
      savepoint
        .insert(productBarcodes)
        .values(codes.map((code, position) => ({ merchantId, productId, code, position }))),
    );
  } catch (error) {
    if (!isUniqueClash(error, CODE_INDEX)) throw error;
    await refuseTaken(tx, merchantId, productId, codes);
    throw error;
  }
}

/** Products of the shop having exactly this code (zero or one). */
export const hasBarcode = (merchantId: string, code: string) =>
  sql`exists (select 1 from ${productBarcodes} b where b.merchant_id = ${merchantId}::uuid
    and b.code = ${code} and b.product_id = ${products.id})`;
