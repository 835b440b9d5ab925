import { sql, type SQL } from 'drizzle-orm';
import { toCents, type Cents } from '@shared/money/money';

/** A numeric SQL expression read back as text, so no money passes through a float. */
export const moneyText = (expression: SQL) => sql<string>`coalesce(${expression}, 0)::text`;

/** Cents of a numeric read from the database ("12.50", "0"); null reads as 0. */
export function centsOf(value: string | null | undefined): Cents {
  if (value === null || value === undefined) return 0;
  const cents = toCents(value);
  if (cents === null) throw new Error(`not a money amount: ${value}`);
  return cents;
}
