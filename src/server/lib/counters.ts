import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { merchantCounters } from '../db/schema/index';

export type CounterName = 'order' | 'sale' | 'vas' | 'float';
const PREFIX: Record<CounterName, string> = {
  order: 'ORD',
  sale: 'SALE',
  vas: 'VAS',
  float: 'FLT',
};

const format = (name: CounterName, value: number) =>
  `${PREFIX[name]}-${String(value).padStart(6, '0')}`;

/** Next readable number for the merchant (ORD-000042), atomic under concurrency. */
export async function nextNumber(tx: Tx, merchantId: string, name: CounterName): Promise<string> {
  return (await reserveNumbers(tx, merchantId, name, 1))[0]!;
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
