import { formatRand, type Cents } from '../money/money';
import { DAY_MS, weekdayOf } from '../time/johannesburg';
import type { Suggestion } from './smart-dashboard.schemas';

/** A regular has bought at least this often... */
export const REGULAR_MIN_PURCHASES = 3;
/** ...and is missed once away this many times their usual gap between purchases. */
export const LAPSED_GAP_FACTOR = 3;
/** Gaps shorter than a day (two buys on one visit) say nothing about a habit. */
export const MIN_USUAL_GAP_DAYS = 1;
export const LAPSED_SHOWN = 2;

/** Best and worst weekday over the 4 weeks before today, once the shop traded on half of them. */
export const WEEKDAY_WINDOW_DAYS = 28;
const WEEKDAY_MIN_TRADING_DAYS = 14;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface CustomerHabit {
  customerId: string;
  name: string;
  purchases: number;
  firstPurchaseAt: Date;
  lastPurchaseAt: Date;
}

const wholeDays = (ms: number) => Math.round(ms / DAY_MS);

/** Regular customers not seen for LAPSED_GAP_FACTOR times their usual gap: longest overdue first. */
export function lapsedCustomerSuggestions(
  customers: readonly CustomerHabit[],
  now: Date,
): Suggestion[] {
  return customers
    .filter((c) => c.purchases >= REGULAR_MIN_PURCHASES)
    .map((c) => {
      const gap = (c.lastPurchaseAt.getTime() - c.firstPurchaseAt.getTime()) / (c.purchases - 1);
      const away = now.getTime() - c.lastPurchaseAt.getTime();
      return { customer: c, gap, away };
    })
    .filter(
      ({ gap, away }) => gap >= MIN_USUAL_GAP_DAYS * DAY_MS && away >= LAPSED_GAP_FACTOR * gap,
    )
    .sort((a, b) => b.away / b.gap - a.away / a.gap)
    .slice(0, LAPSED_SHOWN)
    .map(({ customer, gap, away }) => ({
      kind: 'lapsed_customer' as const,
      productId: null,
      customerId: customer.customerId,
      title: `${customer.name} has not been back`,
      figure: `Usually buys every ${wholeDays(gap)} ${wholeDays(gap) === 1 ? 'day' : 'days'}; last purchase ${wholeDays(away)} days ago (${customer.purchases} purchases)`,
      action: `Call ${customer.name} or send an SMS with a special offer`,
    }));
}

/** Takings of the WEEKDAY_WINDOW_DAYS days before today ("YYYY-MM-DD", cents). */
export function weekdaySuggestion(days: readonly { date: string; cents: Cents }[]): Suggestion[] {
  if (days.filter((day) => day.cents > 0).length < WEEKDAY_MIN_TRADING_DAYS) return [];
  const totals = WEEKDAYS.map(() => ({ cents: 0, count: 0 }));
  for (const day of days) {
    const entry = totals[weekdayOf(day.date)]!;
    entry.cents += day.cents;
    entry.count += 1;
  }
  const averages = totals
    .map((entry, weekday) => ({ weekday, cents: Math.round(entry.cents / entry.count) }))
    .filter((_, weekday) => totals[weekday]!.count > 0)
    .sort((a, b) => b.cents - a.cents);
  const best = averages[0];
  const worst = averages[averages.length - 1];
  if (!best || !worst || best.cents === worst.cents) return [];
  const [bestDay, worstDay] = [WEEKDAYS[best.weekday]!, WEEKDAYS[worst.weekday]!];
  return [
    {
      kind: 'best_weekday',
      productId: null,
      customerId: null,
      title: `${bestDay} is your best day, ${worstDay} your quietest`,
      figure: `${bestDay}s average ${formatRand(best.cents)} in takings, ${worstDay}s ${formatRand(worst.cents)} (last 4 weeks)`,
      action: `Stock up before ${bestDay} and run a ${worstDay} special to bring customers in`,
    },
  ];
}
