const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Africa/Johannesburg is UTC+2 all year (no daylight saving). */
const SAST = 2 * HOUR;

/** The instant a Johannesburg calendar day starts, `daysAgo` days before today. */
export function sastDayStart(now: Date, daysAgo: number): number {
  return Math.floor((now.getTime() + SAST) / DAY) * DAY - SAST - daysAgo * DAY;
}

/** Weekday (0 Sunday) and day of month of a Johannesburg day, from its start instant. */
export function sastCalendar(dayStart: number) {
  const local = new Date(dayStart + SAST);
  return { weekday: local.getUTCDay(), dayOfMonth: local.getUTCDate() };
}

export const hours = (n: number) => n * HOUR;
