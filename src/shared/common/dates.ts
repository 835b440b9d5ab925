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
