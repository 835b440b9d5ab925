import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { merchantCounters } from '../db/schema/index';

export type CounterName = 'order' | 'sale';
const PREFIX: Record<CounterName, string> = { order: 'ORD', sale: 'SALE' };

/** Next readable number for the merchant (ORD-000042), atomic under concurrency. */
export async function nextNumber(tx: Tx, merchantId: string, name: CounterName): Promise<string> {
  const [row] = await tx
    .insert(merchantCounters)
    .values({ merchantId, name, value: 1 })
    .onConflictDoUpdate({
      target: [merchantCounters.merchantId, merchantCounters.name],
      set: { value: sql`${merchantCounters.value} + 1` },
    })
    .returning({ value: merchantCounters.value });
  return `${PREFIX[name]}-${String(row!.value).padStart(6, '0')}`;
}
