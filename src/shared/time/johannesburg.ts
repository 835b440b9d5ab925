/**
 * Calendar time where the shops are: Africa/Johannesburg (SAST), UTC+2 all
 * year with no daylight saving (docs/design.md "Time"). Every day and month
 * boundary of the product comes from here; the server's SQL uses
 * `src/server/lib/time-sql.ts`, which follows the same zone.
 */
export const JOHANNESBURG = 'Africa/Johannesburg';
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = 2 * HOUR_MS;

/** The calendar day of an instant in Johannesburg, as "YYYY-MM-DD". */
export function johannesburgDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" plus (or minus) whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Johannesburg calendar day "YYYY-MM-DD" starts. */
export function johannesburgStartOfDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** Weekday (0 Sunday) of a calendar day "YYYY-MM-DD". */
export function weekdayOf(day: string): number {
  return new Date(Date.parse(`${day}T00:00:00Z`)).getUTCDay();
}

/** The instant the Johannesburg day starts, `daysAgo` days before the day of `now`. */
export function johannesburgDayStart(now: Date, daysAgo = 0): Date {
  return new Date(Math.floor((now.getTime() + OFFSET_MS) / DAY_MS - daysAgo) * DAY_MS - OFFSET_MS);
}

/** The first instant of the Johannesburg calendar month containing `now`. */
export function johannesburgMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS);
}

/** True when `at` falls in the same Johannesburg calendar month as `now`. */
export function isThisJohannesburgMonth(at: Date | string, now: Date): boolean {
  return johannesburgMonthStart(new Date(at)).getTime() === johannesburgMonthStart(now).getTime();
}

/** Weekday (0 Sunday) and day of the month of an instant, on Johannesburg clocks. */
export function johannesburgCalendar(at: Date) {
  const local = new Date(at.getTime() + OFFSET_MS);
  return { weekday: local.getUTCDay(), dayOfMonth: local.getUTCDate() };
}

/** An instant's date and time read in UTC (month 0 is January, weekday 0 Sunday). */
export function utcClock(at: number) {
  const d = new Date(at);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** An instant's date and time on Johannesburg clocks. */
export const johannesburgClock = (at: number) => utcClock(at + OFFSET_MS);
