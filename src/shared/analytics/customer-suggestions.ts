import { formatRand, type Cents } from '../money/money';
import { DAY_MS, weekdayOf } from '../time/johannesburg';
import { phrase } from '../i18n/phrase';
import { SUGGESTION_MESSAGES as M, type SuggestionDraft } from './suggestion-messages';

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

export interface CustomerHabit {
  customerId: string;
  name: string;
  purchases: number;
  firstPurchaseAt: Date;
  lastPurchaseAt: Date;
  /** Agreed to promotional messages by SMS or WhatsApp, and not opted out since (POPIA). */
  promotable: boolean;
}

const wholeDays = (ms: number) => Math.round(ms / DAY_MS);

/** Regular customers not seen for LAPSED_GAP_FACTOR times their usual gap: longest overdue first. */
export function lapsedCustomerSuggestions(
  customers: readonly CustomerHabit[],
  now: Date,
): SuggestionDraft[] {
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
      title: phrase(M.lapsedTitle, { name: customer.name }),
      figure: phrase(wholeDays(gap) === 1 ? M.lapsedFigureOneDay : M.lapsedFigure, {
        gap: wholeDays(gap),
        away: wholeDays(away),
        purchases: customer.purchases,
      }),
      action: phrase(customer.promotable ? M.lapsedAction : M.lapsedActionCall, {
        name: customer.name,
      }),
    }));
}

/** Takings of the WEEKDAY_WINDOW_DAYS days before today ("YYYY-MM-DD", cents). */
export function weekdaySuggestion(
  days: readonly { date: string; cents: Cents }[],
): SuggestionDraft[] {
  if (days.filter((day) => day.cents > 0).length < WEEKDAY_MIN_TRADING_DAYS) return [];
  const totals = M.weekdays.map(() => ({ cents: 0, count: 0 }));
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
  const day = (weekday: number) => phrase(M.weekdays[weekday]!);
  const plural = (weekday: number) => phrase(M.weekdaysPlural[weekday]!);
  const [bestDay, worstDay] = [day(best.weekday), day(worst.weekday)];
  return [
    {
      kind: 'best_weekday',
      productId: null,
      customerId: null,
      title: phrase(M.weekdayTitle, { best: bestDay, worst: worstDay }),
      figure: phrase(M.weekdayFigure, {
        bestDays: plural(best.weekday),
        bestAmount: formatRand(best.cents),
        worstDays: plural(worst.weekday),
        worstAmount: formatRand(worst.cents),
      }),
      action: phrase(M.weekdayAction, { best: bestDay, worst: worstDay }),
    },
  ];
}
