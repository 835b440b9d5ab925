import type { Cents } from '../money/money';

/** How many parts a credit sale may be split into: 1 = pay in 30 days; 2-4 = weekly. */
export const INSTALMENT_COUNTS = [1, 2, 3, 4] as const;
export type InstalmentCount = (typeof INSTALMENT_COUNTS)[number];

const DAY_MS = 86_400_000;
/** Africa/Johannesburg is UTC+2 all year (no daylight saving). */
const JOHANNESBURG_OFFSET_MS = 2 * 3_600_000;

/** The calendar day (YYYY-MM-DD) of an instant in Johannesburg. */
export function johannesburgDate(at: Date): string {
  return new Date(at.getTime() + JOHANNESBURG_OFFSET_MS).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day plus a number of days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

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
