import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { merchantCounters } from '../db/schema/index';

export type CounterName =
  'order' | 'sale' | 'vas' | 'float' | 'credit_note' | 'stock_receipt' | 'purchase_order';
const PREFIX: Record<CounterName, string> = {
  order: 'ORD',
  sale: 'SALE',
  vas: 'VAS',
  float: 'FLT',
  credit_note: 'CN',
  stock_receipt: 'REC',
  purchase_order: 'PO',
};

const format = (name: CounterName, value: number) =>
  `${PREFIX[name]}-${String(value).padStart(6, '0')}`;

/** Next readable number for the merchant (ORD-000042), atomic under concurrency. */
export async function nextNumber(tx: Tx, merchantId: string, name: CounterName): Promise<string> {
  return (await reserveNumbers(tx, merchantId, name, 1))[0]!;
}

/**
 * The next number as a common table expression named `numbered` (column `number`), for the
 * insert that stores it: taking the number and writing the row are then one statement, so the
 * merchant's counter stays locked for one round trip fewer. Formatted as `format` does.
 */
export function nextNumberCte(tx: Tx, merchantId: string, name: CounterName) {
  return tx.$with('numbered', { number: sql<string>`number` }).as(sql`
    insert into merchant_counters (merchant_id, name, value) values (${merchantId}, ${name}, 1)
    on conflict (merchant_id, name) do update set value = merchant_counters.value + 1
    returning ${PREFIX[name]} || '-' || lpad(value::text, greatest(6, length(value::text)), '0')
      as number`);
}

/** `count` consecutive numbers in one atomic step (imports and demo data), oldest first. */
export async function reserveNumbers(
  tx: Tx,
  merchantId: string,
  name: CounterName,
  count: number,
): Promise<string[]> {
  if (count < 1) return [];
  const [row] = await tx
    .insert(merchantCounters)
    .values({ merchantId, name, value: count })
    .onConflictDoUpdate({
      target: [merchantCounters.merchantId, merchantCounters.name],
      set: { value: sql`${merchantCounters.value} + ${count}` },
    })
    .returning({ value: merchantCounters.value });
  const last = row!.value;
  return Array.from({ length: count }, (_, i) => format(name, last - count + 1 + i));
}
