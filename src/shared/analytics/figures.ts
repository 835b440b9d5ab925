import { addDays } from '../time/johannesburg';
import { centsToDecimal, type Cents } from '../money/money';

/** One decimal place, as every percent and rate of the smart dashboard is shown. */
export const roundOne = (value: number) => Math.round(value * 10) / 10;

/** Percent change from `before` to `now`; null when there was nothing before. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return roundOne(((now - before) / before) * 100);
}

/** `part` as a percent of `whole`; 0 when the whole is 0. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : roundOne((part / whole) * 100);

export interface DayTakings {
  cents: Cents;
  sales: number;
  /** The discounts the day's till sales gave (the takings are after them). */
  discounts?: Cents;
}

/** The `count` days ending `today` ("YYYY-MM-DD"), oldest first, with zero for a day without sales. */
export function daysEnding(
  today: string,
  count: number,
  byDay: ReadonlyMap<string, DayTakings>,
): ({ date: string } & DayTakings)[] {
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(today, index - count + 1);
    return { date, ...(byDay.get(date) ?? { cents: 0, sales: 0 }) };
  });
}

/** The weekly trend: 7 entries, oldest first, ending today. */
export const weeklyTrend = (today: string, byDay: ReadonlyMap<string, DayTakings>) =>
  daysEnding(today, 7, byDay).map(({ date, cents, sales }) => ({
    date,
    takings: centsToDecimal(cents),
    sales,
  }));

/** Today's takings against yesterday's, and the discounts given today. */
export function todayVsYesterday(today: string, byDay: ReadonlyMap<string, DayTakings>) {
  const now = byDay.get(today)?.cents ?? 0;
  const before = byDay.get(addDays(today, -1))?.cents ?? 0;
  return {
    today: centsToDecimal(now),
    yesterday: centsToDecimal(before),
    change: percentChange(now, before),
    discountsToday: centsToDecimal(byDay.get(today)?.discounts ?? 0),
  };
}

/** Repeat customers as a percent of all customers. */
export const loyaltyRate = (repeat: number, total: number) => percentOf(repeat, total);
