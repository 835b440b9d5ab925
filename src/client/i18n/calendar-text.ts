import en from '@shared/i18n/locales/en/calendar.json';
import { setDateLanguage } from '@shared/time/date-language';
import { currentLanguage, defineCatalog, onLanguageChange } from './i18n';

/** Weekday and month names, for the languages the browser's own date data lacks. */
const calendarText = defineCatalog(
  'calendar',
  en,
  import.meta.glob(['@shared/i18n/locales/*/calendar.json', '!@shared/i18n/locales/en/**'], {
    import: 'default',
  }),
);

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

function wordDates() {
  setDateLanguage(currentLanguage(), {
    weekdays: WEEKDAYS.map((day) => calendarText.t(`weekday.${day}`)),
    months: MONTHS.map((month) => calendarText.t(`month.${month}`)),
  });
}

/**
 * Dates follow the app's language: set now, and again whenever the language or a catalogue
 * changes (before the screens re-render, as this listener comes first).
 */
export function followDateLanguage() {
  wordDates();
  onLanguageChange(wordDates);
}
