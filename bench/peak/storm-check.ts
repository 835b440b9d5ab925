import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import type { Phone } from './storm';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The stock of every product the phones sold, before they sync. */
export async function stockOf({ db }: Database, phones: Phone[]) {
  const ids = [
    ...new Set(
      phones.flatMap((p) =>
        p.sales.flatMap((s) => itemsOf(s.request.body).map((i) => i.productId)),
      ),
    ),
  ];
  const found = rows<{ id: string; stock: number }>(
    await db.execute(
      sql`select id, stock from products where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
    ),
  );
  return new Map(found.map((r) => [r.id, r.stock]));
}

const itemsOf = (body: unknown) =>
  (body as { items: { productId: string; quantity: number }[] }).items;

export interface StormCheck {
  /** Every offline sale stored once, under the id its phone was answered with. */
  exactlyOnce: boolean;
  stored: number;
  expected: number;
  duplicates: number;
  missing: number;
  /** Every product's stock = before - units the phones sold. */
  stockKept: boolean;
  productsWrong: number;
}

export async function checkStorm(
  { db }: Database,
  phones: Phone[],
  before: Map<string, number>,
): Promise<StormCheck> {
  const receipts = phones.flatMap((p) => p.sales.map((s) => s.receipt));
  const stored = rows<{ receipt: string; id: string; n: number }>(
    await db.execute(sql`
      select offline_receipt_number as receipt, min(id::text) as id, count(*)::int as n from pos_sales
      where offline_receipt_number in (select jsonb_array_elements_text(${JSON.stringify(receipts)}::jsonb))
      group by 1`),
  );
  const byReceipt = new Map(stored.map((r) => [r.receipt, r]));
  let missing = 0;
  for (const phone of phones)
    for (const sale of phone.sales)
      if (byReceipt.get(sale.receipt)?.id !== sale.saleId) missing += 1;
  const duplicates = stored.filter((r) => r.n > 1).length;

  const sold = new Map<string, number>();
  for (const phone of phones)
    for (const sale of phone.sales)
      for (const item of itemsOf(sale.request.body))
        sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
  const after = await stockOf({ db } as Database, phones);
  let productsWrong = 0;
  for (const [id, initial] of before)
    if (after.get(id) !== initial - (sold.get(id) ?? 0)) productsWrong += 1;
  return {
    exactlyOnce: missing === 0 && duplicates === 0 && stored.length === receipts.length,
    stored: stored.reduce((sum, r) => sum + r.n, 0),
    expected: receipts.length,
    duplicates,
    missing,
    stockKept: productsWrong === 0,
    productsWrong,
  };
}
