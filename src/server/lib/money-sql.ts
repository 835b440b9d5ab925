import { sql, type SQL } from 'drizzle-orm';
import type { Cents } from '@shared/money/money';

/** A numeric SQL expression read back as text, so no money passes through a float. */
export const moneyText = (expression: SQL) => sql<string>`coalesce(${expression}, 0)::text`;

const NUMERIC = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/;

/**
 * Cents of a numeric read from the database ("12.50", "0", or a sum of any size); null reads
 * as 0. Sums over many rows may pass the range of one stored amount, so this reads any size
 * exactly, and throws rather than round past the safe integers (about R90 trillion).
 */
export function centsOf(value: string | null | undefined): Cents {
  if (value === null || value === undefined) return 0;
  const match = NUMERIC.exec(value.trim());
  if (!match) throw new Error(`not a money amount: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('money total out of range');
  return sign ? -Number(cents) : Number(cents);
}
