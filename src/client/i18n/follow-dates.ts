import { intlHas } from '@shared/time/date-language';
import { currentLanguage, onLanguageChange } from './i18n';

let loading: Promise<unknown> | null = null;

/** The calendar catalogue, once a language the browser's Intl does not word is the app's. */
function loadWhenNeeded(): Promise<unknown> {
  if (!loading && !intlHas(currentLanguage())) {
    loading = import('./calendar-text')
      .then(({ followDateLanguage }) => followDateLanguage())
      .catch(() => {
        loading = null;
      });
  }
  return loading ?? Promise.resolve();
}

/**
 * Dates follow the app's language. Where the browser's Intl words it (en and af in Chromium),
 * nothing more loads; for the others the weekday and month names of the calendar catalogue
 * (calendar-text.ts) do, and from then on follow every change of language. Resolves once a
 * starting language that needs them has them, so the first screen waits for it.
 */
export function followDates(): Promise<unknown> {
  onLanguageChange(() => void loadWhenNeeded());
  return loadWhenNeeded();
}
