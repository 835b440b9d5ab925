import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SetupProduct } from '@shared/store-setup/store-setup.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Tx } from '@server/db/client';
import { categories, products } from '@server/db/schema/index';
import { addProducts } from '@server/domain/catalog/add-products';

const key = (name: string) => name.toLowerCase();
const lowerName = (column: typeof products.name | typeof categories.name) => sql`lower(${column})`;

/**
 * The wizard's products and their categories, matched by name (any case) within the shop:
 * what is already there is kept as it is, so completing twice adds nothing.
 */
export async function addSetupProducts(tx: Tx, merchantId: string, items: SetupProduct[]) {
  const { ids: categoryIds, added: categoriesAdded } = await ensureCategories(
    tx,
    merchantId,
    items.map((item) => item.category),
  );
  const existing = await tx
    .select({ name: products.name })
    .from(products)
    .where(
      and(
        eq(products.merchantId, merchantId),
        inArray(
          lowerName(products.name),
          items.map((item) => key(item.name)),
        ),
      ),
    );
  const have = new Set(existing.map((row) => key(row.name)));
  const fresh = items.filter((item) => !have.has(key(item.name)));
  await addProducts(
    tx,
    merchantId,
    fresh.map((item) => ({
      name: item.name,
      price: centsToDecimal(item.price),
      stock: item.stock,
      categoryId: categoryIds.get(key(item.category))!,
    })),
    'store_setup',
  );
  return { productsAdded: fresh.length, categoriesAdded };
}

async function ensureCategories(tx: Tx, merchantId: string, names: string[]) {
  const wanted = new Map(names.map((name) => [key(name), name]));
  const find = () =>
    tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(
        and(
          eq(categories.merchantId, merchantId),
          inArray(lowerName(categories.name), [...wanted.keys()]),
        ),
      );
  let found = await find();
  const missing = [...wanted].filter(([lower]) => !found.some((row) => key(row.name) === lower));
  let added = 0;
  if (missing.length > 0) {
    const inserted = await tx
      .insert(categories)
      .values(missing.map(([, name]) => ({ merchantId, name })))
      .onConflictDoNothing({ target: [categories.merchantId, categories.name] })
      .returning({ id: categories.id });
    added = inserted.length;
    found = await find();
  }
  return { ids: new Map(found.map((row) => [key(row.name), row.id])), added };
}
