/** South Africa keeps SAST (UTC+2) all year, without daylight saving. */
const SAST_OFFSET_MS = 2 * 3_600_000;

/** The first instant of the calendar month containing `now`, in Africa/Johannesburg. */
export function johannesburgMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + SAST_OFFSET_MS);
  const startLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return new Date(startLocal - SAST_OFFSET_MS);
}

/** True when `at` falls in the same Johannesburg calendar month as `now`. */
export function isThisJohannesburgMonth(at: Date | string, now: Date): boolean {
  return johannesburgMonthStart(new Date(at)).getTime() === johannesburgMonthStart(now).getTime();
}
