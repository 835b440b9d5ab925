import { and, eq, inArray, sql, type Param, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/**
 * Packs in the one stock layer (docs/design.md "Packs"): a pack (a case of 24, a pack of 6
 * eggs) has no stock of its own; a change naming it moves pack_units times as many units of the
 * product it is sold from, and the movement is written on that product. The pack's `stock`
 * column follows by the trigger of migration 0025.
 */

/**
 * The asked changes as the products whose stock really moves: each pack as its base product,
 * its delta in the base's units, summed per product (singles and packs of one product in one
 * sale are one change). Columns: product_id, delta.
 */
export function unitChanges(merchantId: string, ids: Param, deltas: Param): SQL {
  return sql`(select coalesce(k.pack_of, r.asked_id) as product_id,
                     sum(r.asked_delta * coalesce(k.pack_units, 1))::integer as delta
              from unnest(${ids}::uuid[], ${deltas}::integer[]) as r(asked_id, asked_delta)
              left join products k on k.id = r.asked_id and k.merchant_id = ${merchantId}::uuid
              group by 1)`;
}

/**
 * The asked products whose change was refused (their product, or the product their pack is sold
 * from, left unchanged by the statement), as JSON: what the cashier scanned, for the refusal.
 */
export function refusedAsked(merchantId: string, ids: Param, changedIds: SQL): SQL<string[]> {
  return sql<string[]>`(select coalesce(json_agg(r.asked_id order by r.asked_id), '[]'::json)
      from unnest(${ids}::uuid[]) as r(asked_id)
      left join products k on k.id = r.asked_id and k.merchant_id = ${merchantId}::uuid
      where coalesce(k.pack_of, r.asked_id) not in (${changedIds}))`;
}

/**
 * Quantities asked of products (packs among them) as units of the products whose stock moves:
 * a pack's quantity times its units, on its base product. 404 when one is not the shop's.
 */
export async function unitsWanted(
  tx: Tx,
  merchantId: string,
  lines: readonly { productId: string; quantity: number }[],
): Promise<Map<string, number>> {
  const asked = [...new Set(lines.map((l) => l.productId))];
  const rows = await tx
    .select({ id: products.id, packOf: products.packOf, packUnits: products.packUnits })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, asked)));
  if (rows.length < asked.length) throw notFound('Product');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const units = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    const { packOf, packUnits } = byId.get(productId)!;
    const target = packOf ?? productId;
    units.set(target, (units.get(target) ?? 0) + quantity * (packUnits ?? 1));
  }
  return units;
}
