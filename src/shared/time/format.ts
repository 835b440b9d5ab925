import { JOHANNESBURG } from './johannesburg';

const dayFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const instantDayFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: JOHANNESBURG,
});
const weekdayFormat = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: JOHANNESBURG,
});
const instantFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: JOHANNESBURG,
});

/** "2026-03-17" -> "17 Mar 2026"; anything unreadable shows a dash. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const at = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at) ? '—' : dayFormat.format(at);
}

/** An ISO instant in Johannesburg time: "17 Mar, 14:05". */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '—';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '—' : instantFormat.format(at);
}

/** An ISO instant in Johannesburg time with its year: "23 Nov 2026, 14:05". */
export function formatDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '—' : dateTimeFormat.format(at);
}

/** The Johannesburg day of an ISO instant: "17 Mar 2026"; absent reads as `empty`. */
export function formatInstantDay(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? empty : instantDayFormat.format(at);
}

/** "2026-03-17" -> "Tue 17", for a chart's day labels; anything unreadable shows a dash. */
export function formatWeekdayShort(day: string): string {
  const at = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at) ? '—' : weekdayFormat.format(at);
}
