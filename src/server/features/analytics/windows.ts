import { PERFORMANCE_DAYS } from '@shared/analytics/product-figures';
import { WEEKDAY_WINDOW_DAYS } from '@shared/analytics/customer-suggestions';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';
import { johannesburgDaysBefore } from '@server/lib/time-sql';

/**
 * The periods the smart dashboard reads, each as a Johannesburg calendar day (for the daily
 * summaries) and as the SQL instant that day starts (for orders): all end now.
 */
export function analyticsWindows(now: Date) {
  const today = johannesburgDate(now);
  const startingDaysBefore = (days: number) => ({
    day: addDays(today, -days),
    at: johannesburgDaysBefore(now, days),
  });
  return {
    today,
    /** The 4 weeks before today (weekdays) plus today (trend, today against yesterday). */
    takings: startingDaysBefore(WEEKDAY_WINDOW_DAYS),
    /** The last 30 days, today included. */
    month: startingDaysBefore(PERFORMANCE_DAYS - 1),
    /** The last 7 days, today included, and the 7 days before them. */
    week: startingDaysBefore(6),
    previousWeek: startingDaysBefore(13),
  };
}
export type AnalyticsWindows = ReturnType<typeof analyticsWindows>;
