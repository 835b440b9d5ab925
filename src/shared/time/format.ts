import { dateLanguage, type CalendarNames } from './date-language';
import { JOHANNESBURG, johannesburgClock, utcClock } from './johannesburg';

/**
 * Dates as people read them, in the app's language (date-language.ts): by the browser's Intl
 * data where it has the language, else "27 Nov 2026" from the language's calendar catalogue.
 */

type Style = 'day' | 'instantDay' | 'instant' | 'dateTime' | 'weekday';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  instantDay: { day: 'numeric', month: 'short', year: 'numeric', timeZone: JOHANNESBURG },
  instant: {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: JOHANNESBURG,
  },
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: JOHANNESBURG,
  },
  weekday: { weekday: 'short', timeZone: 'UTC' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function intlFormat(style: Style, at: number): string {
  const { locale } = dateLanguage;
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale!, OPTIONS[style]);
    formats.set(key, format);
  }
  return format.format(at);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The same styles from the catalogue's names, in the en-ZA order ("27 Nov 2026, 14:05"). */
function namedFormat(words: CalendarNames, style: Style, at: number): string {
  // Calendar days are read in UTC (their midnight), instants on Johannesburg clocks.
  const c = style === 'day' || style === 'weekday' ? utcClock(at) : johannesburgClock(at);
  const date = `${c.day} ${words.months[c.month]}`;
  const time = `${pad(c.hour)}:${pad(c.minute)}`;
  if (style === 'weekday') return words.weekdays[c.weekday]!;
  if (style === 'instant') return `${date}, ${time}`;
  if (style === 'dateTime') return `${date} ${c.year}, ${time}`;
  return `${date} ${c.year}`;
}

const worded = (style: Style, at: number) =>
  dateLanguage.names ? namedFormat(dateLanguage.names, style, at) : intlFormat(style, at);

const dayAt = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);

/** "2026-03-17" -> "17 Mar 2026"; anything unreadable shows a dash. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const at = dayAt(day);
  return Number.isNaN(at) ? '—' : worded('day', at);
}

/** An ISO instant in Johannesburg time: "17 Mar, 14:05". */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '—';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '—' : worded('instant', at);
}

/** An ISO instant in Johannesburg time with its year (a receipt): "23 Nov 2026, 14:05". */
export function formatDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '—' : worded('dateTime', at);
}

/** The Johannesburg day of an ISO instant: "17 Mar 2026"; absent reads as `empty`. */
export function formatInstantDay(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? empty : worded('instantDay', at);
}

/** "2026-03-17" -> "Tue", a chart's weekday; anything unreadable shows a dash. */
export function formatWeekday(day: string): string {
  const at = dayAt(day);
  return Number.isNaN(at) ? '—' : worded('weekday', at);
}

/** "2026-03-17" -> "Tue 17", for a chart's day labels; anything unreadable shows a dash. */
export function formatWeekdayShort(day: string): string {
  const at = dayAt(day);
  return Number.isNaN(at) ? '—' : `${worded('weekday', at)} ${new Date(at).getUTCDate()}`;
}
