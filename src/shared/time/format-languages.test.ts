import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Language } from '../i18n/languages';
import {
  formatDateTime,
  formatDay,
  formatInstant,
  formatInstantDay,
  formatWeekday,
  formatWeekdayShort,
} from './format';
import { setDateLanguage, type CalendarNames } from './date-language';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A language's names as its calendar catalogue has them. */
function catalogue(language: Language): CalendarNames {
  const file = path.join(import.meta.dirname, '..', 'i18n', 'locales', language, 'calendar.json');
  const words = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return {
    weekdays: WEEKDAYS.map((day) => words[`weekday.${day}`]!),
    months: MONTHS.map((month) => words[`month.${month}`]!),
  };
}

const none = () => false;
const all = () => true;
afterEach(() => setDateLanguage('en', catalogue('en'), all));

// Friday 27 November 2026; 22:30 UTC on the 23rd is 00:30 on Tuesday the 24th in Johannesburg.
const FRIDAY = '2026-11-27';
const LATE = '2026-11-23T22:30:00.000Z';

describe('dates in a language the browser has no data for, from its catalogue', () => {
  const expected: Record<Language, { friday: string; november: string; march: string }> = {
    en: { friday: 'Fri', november: 'Nov', march: 'Mar' },
    af: { friday: 'Vr.', november: 'Nov.', march: 'Mrt.' },
    zu: { friday: 'Hla', november: 'Nov', march: 'Mas' },
    xh: { friday: 'Hla', november: 'Nov', march: 'Mat' },
    st: { friday: 'Hla', november: 'Pun', march: 'Hlb' },
    tn: { friday: 'Labt', november: 'Ngw', march: 'Mop' },
    nso: { friday: 'Hla', november: 'Nof', march: 'Mat' },
    ts: { friday: 'Tlh', november: 'Huk', march: 'Kul' },
    ve: { friday: 'Ṱan', november: 'Ḽar', march: 'Ṱhf' },
  };

  for (const language of LANGUAGE_CODES) {
    it(`${language}: weekdays, days, instants and receipts`, () => {
      const words = catalogue(language);
      expect(words.weekdays.every(Boolean) && words.months.every(Boolean)).toBe(true);
      setDateLanguage(language, words, none);
      const { friday, november, march } = expected[language];
      expect(formatWeekday(FRIDAY)).toBe(friday);
      expect(formatWeekdayShort(FRIDAY)).toBe(`${friday} 27`);
      expect(formatDay(FRIDAY)).toBe(`27 ${november} 2026`);
      expect(formatDay('2026-03-17')).toBe(`17 ${march} 2026`);
      expect(formatInstantDay(LATE)).toBe(`24 ${november} 2026`);
      expect(formatInstant(LATE)).toBe(`24 ${november}, 00:30`);
      expect(formatDateTime(LATE)).toBe(`24 ${november} 2026, 00:30`);
      expect(formatDay('nonsense')).toBe('—');
    });
  }

  it('has seven different weekdays and twelve different months in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const { weekdays, months } = catalogue(language);
      expect(new Set(weekdays).size, language).toBe(7);
      expect(new Set(months).size, language).toBe(12);
    }
  });
});

describe('dates in a language the browser knows, by its own data', () => {
  it('words Afrikaans by Intl', () => {
    setDateLanguage('af', catalogue('af'), all);
    expect(formatDay(FRIDAY)).toBe('27 Nov. 2026');
    expect(formatWeekday(FRIDAY)).toBe('Vr.');
    expect(formatInstantDay(LATE)).toBe('24 Nov. 2026');
  });

  it('asks the browser, language by language', () => {
    const asked: string[] = [];
    setDateLanguage('zu', catalogue('zu'), (language) => {
      asked.push(language);
      return false;
    });
    expect(asked).toEqual(['zu']);
    expect(formatWeekday('2026-11-28')).toBe('Mgq');
  });

  it('stays English where nothing chose a language (the server)', () => {
    expect(formatDay(FRIDAY)).toBe('27 Nov 2026');
    expect(formatWeekdayShort('2026-03-17')).toBe('Tue 17');
  });
});
