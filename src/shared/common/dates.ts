/** Day boundaries are Africa/Johannesburg (DESIGN section 4). */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in South Africa, as "YYYY-MM-DD". */
export function saDay(at: Date): string {
  return dayFormat.format(at);
}

/** "YYYY-MM-DD" plus whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const readableDay = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "2026-12-01" -> "1 Dec 2026" for people to read. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : readableDay.format(date);
}
