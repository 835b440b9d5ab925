import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES, SOURCE_LANGUAGE } from './languages';

const LOCALES = path.join(import.meta.dirname, 'locales');
/**
 * The screens every language had first (issue 20: navigation, till, sign-in, dashboard; issue
 * 27: the weekday and month names dates are worded with); since issue 35, every area.
 */
const CORE_DOMAINS = ['common', 'nav', 'auth', 'dashboard', 'pos', 'pos-checkout', 'calendar'];

/** Examples written in several languages at once, the same in every catalogue. */
const MIXED_ON_PURPOSE = ['catalog:voicePlaceholder'];
/** Words a reader reads (names such as "Super Admin" or "Airtime" may stay as they are). */
const wordsOf = (message: string) =>
  (
    message
      .replace(/\{\w+, (plural|select),/g, '')
      .replace(/\b(zero|one|two|few|many|other) \{/g, '')
      .replace(/\{\w+\}/g, '')
      .match(/[A-Za-z]{2,}/g) ?? []
  ).length;

type Catalogue = Record<string, string>;
const read = (language: string, domain: string): Catalogue | null => {
  const file = path.join(LOCALES, language, `${domain}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue) : null;
};
const domains = readdirSync(path.join(LOCALES, SOURCE_LANGUAGE)).map((f) => f.replace('.json', ''));

/** The argument names a message uses ({name}, {count, plural, ...}), through Lingui's compiler. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of tokens: text, or [name, format?, options?] whose options
  // hold token lists of their own (the plural's forms).
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const options = token[2] as Record<string, unknown> | undefined;
      if (options && typeof options === 'object') Object.values(options).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  it('has the core domains in English', () => {
    expect(domains).toEqual(expect.arrayContaining(CORE_DOMAINS));
  });

  for (const language of COMPLETE_LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE)) {
    describe(language, () => {
      for (const domain of domains) {
        it(`${domain}: every English key, no other`, () => {
          const english = read(SOURCE_LANGUAGE, domain)!;
          const translated = read(language, domain);
          expect(translated, `${language}/${domain}.json is missing`).not.toBeNull();
          const keys = Object.keys(translated!);
          expect(keys.filter((key) => !(key in english))).toEqual([]);
          expect(Object.keys(english).filter((key) => !(key in translated!))).toEqual([]);
        });

        it(`${domain}: no sentence left in English (the till's refusals among them)`, () => {
          const english = read(SOURCE_LANGUAGE, domain)!;
          const copied = Object.entries(read(language, domain) ?? {}).filter(
            ([key, message]) =>
              message === english[key] &&
              wordsOf(message) >= 3 &&
              !MIXED_ON_PURPOSE.includes(`${domain}:${key}`),
          );
          expect(copied.map(([key]) => key)).toEqual([]);
        });

        it(`${domain}: every message compiles with English's arguments`, () => {
          const english = read(SOURCE_LANGUAGE, domain)!;
          for (const [key, message] of Object.entries(read(language, domain) ?? {})) {
            expect(message.trim(), `${language}/${domain} ${key}`).not.toBe('');
            expect(argumentsOf(message), `${language}/${domain} ${key}`).toEqual(
              argumentsOf(english[key]!),
            );
          }
        });
      }

      it('has a glossary of the product’s terms', () => {
        const glossary = path.join(import.meta.dirname, 'glossary', `${language}.md`);
        expect(existsSync(glossary), `${glossary} is missing`).toBe(true);
        expect(
          readFileSync(glossary, 'utf8')
            .split('\n')
            .filter((l) => l.startsWith('|')).length,
        ).toBeGreaterThan(15);
      });
    });
  }

  it('keys the shared messages by their own English text (a count in its plural forms)', () => {
    const english = read(SOURCE_LANGUAGE, 'messages')!;
    for (const [key, message] of Object.entries(english)) {
      const plural = /^\{(\w+), plural, one \{(.*)\} other \{(.*)\}\}$/.exec(message);
      if (!plural) {
        expect(message).toBe(key);
        continue;
      }
      // The key is the "other" form with the count as a value: "Try again in {seconds} seconds."
      const [, count, one, other] = plural;
      expect(other!.replaceAll('#', `{${count}}`)).toBe(key);
      expect(one).toMatch(/#/);
    }
  });
});
