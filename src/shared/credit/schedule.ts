import type { Cents } from '../money/money';
import { addDays, johannesburgDate } from '../time/johannesburg';

/** How many parts a credit sale may be split into: 1 = pay in 30 days; 2-4 = weekly. */
export const INSTALMENT_COUNTS = [1, 2, 3, 4] as const;
export type InstalmentCount = (typeof INSTALMENT_COUNTS)[number];

export interface ScheduledInstalment {
  sequence: number;
  dueDate: string;
  amountCents: Cents;
}

/**
 * Splits a charge into instalments whose amounts sum exactly to the charge; the odd cents go to
 * the first ones. One instalment is due in 30 days; two to four are due weekly from the sale day.
 */
export function instalmentSchedule(
  amountCents: Cents,
  count: InstalmentCount,
  now: Date,
): ScheduledInstalment[] {
  const today = johannesburgDate(now);
  const base = Math.floor(amountCents / count);
  const remainder = amountCents - base * count;
  return Array.from({ length: count }, (_, index) => ({
    sequence: index + 1,
    dueDate: count === 1 ? addDays(today, 30) : addDays(today, 7 * (index + 1)),
    amountCents: base + (index < remainder ? 1 : 0),
  }));
}
