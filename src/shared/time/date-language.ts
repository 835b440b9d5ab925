import type { Language } from '../i18n/languages';

/**
 * Which language dates are worded in (format.ts words them). Where the browser's own data (Intl)
 * has the language, it words them; where it lacks it (Chromium has en and af of our nine, not zu,
 * xh, st, tn, nso, ts or ve), the weekday and month names come from the language's calendar
 * catalogue. The client picks the language; the server never does, so what it renders stays
 * English. Kept apart from the formatters so the client's first load can set it without them.
 */

/** A language's short weekday names, Sunday first, and short month names, January first. */
export interface CalendarNames {
  weekdays: readonly string[];
  months: readonly string[];
}

/**
 * Whether this browser's Intl data has a language (it falls back to English without saying).
 * English it always has: not asked, as the first question loads Intl's data (some 20 ms on a
 * slow phone, in the app's start).
 */
export const intlHas = (language: string) =>
  language === 'en' || Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;

/** The Intl locale to word dates with, or else (null) the catalogue's names. */
export const dateLanguage: { locale: string | null; names: CalendarNames | null } = {
  locale: 'en-ZA',
  names: null,
};

/**
 * Words every later date in `language`: by Intl when `has` says the browser knows it, else with
 * `catalogue`, the language's own names.
 */
export function setDateLanguage(
  language: Language,
  catalogue: CalendarNames,
  has: (language: string) => boolean = intlHas,
) {
  const known = has(language);
  dateLanguage.locale = known ? `${language}-ZA` : null;
  dateLanguage.names = known ? null : catalogue;
}
