import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from './languages';

/**
 * One term per concept per language (issue 35): each glossary's "One term per concept" table
 * names the term and the variants it replaced. A message whose English names the concept must
 * not use a rejected variant, so a new screen cannot bring one back.
 */
const I18N = import.meta.dirname;
const LOCALES = path.join(I18N, 'locales');

/** Where the English names the concept (placeholders such as {total} removed first). */
const CONCEPTS: Record<string, RegExp> = {
  offline: /\boffline\b/i,
  sale: /\bsales?\b/i,
  price: /\bprices?\b/i,
  quantity: /\bquantit(y|ies)\b/i,
  // "the total" of a sale, not "Total Orders" (all the orders).
  total:
    /(^|\b(the|new) )totals?\b(?! (merchants|transactions|credit|orders|employees|suppliers|spent))/i,
  product: /\bproducts?\b/i,
  cash: /\bcash\b/i,
  account: /\baccounts?\b/i,
  refund: /\brefund/i,
  shift: /\bshifts?\b/i,
  // The facility a customer buys on, not the repayment of what is owed.
  'credit account': /\bcredit\b(?! repayments?)/i,
};
const REQUIRED = Object.keys(CONCEPTS).filter((concept) => concept !== 'credit account');

interface Row {
  concept: string;
  term: string;
  rejected: string[];
}

/** The rows of the table under "## One term per concept": | concept | term | rejected; … |. */
function termTable(markdown: string): Row[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('One term per concept'));
  if (!section) return [];
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    .map(([concept = '', term = '', rejected = '']) => ({
      concept,
      term,
      rejected: rejected === '—' ? [] : rejected.split(';').map((variant) => variant.trim()),
    }));
}

type Catalogue = Record<string, string>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
const areas = readdirSync(path.join(LOCALES, SOURCE_LANGUAGE)).map((f) => f.replace('.json', ''));

/** Every message of a language beside its English, placeholders taken out of the English. */
function messages(language: string) {
  return areas.flatMap((area) => {
    const file = path.join(LOCALES, language, `${area}.json`);
    if (!existsSync(file)) return [];
    const english = readJson(path.join(LOCALES, SOURCE_LANGUAGE, `${area}.json`));
    return Object.entries(readJson(file)).map(([key, text]) => ({
      where: `${area} ${key}`,
      english: (english[key] ?? '').replace(/\{\w+\}/g, ''),
      text: text.toLowerCase(),
    }));
  });
}

describe('one term per concept', () => {
  for (const language of LANGUAGE_CODES.filter((code) => code !== SOURCE_LANGUAGE)) {
    describe(language, () => {
      const rows = termTable(readFileSync(path.join(I18N, 'glossary', `${language}.md`), 'utf8'));

      it('names a term for every concept, and only concepts the check knows', () => {
        expect(rows.map((row) => row.concept)).toEqual(expect.arrayContaining(REQUIRED));
        for (const row of rows) {
          expect(Object.keys(CONCEPTS), row.concept).toContain(row.concept);
          expect(row.term, row.concept).not.toBe('');
          for (const variant of row.rejected) {
            expect(variant, row.concept).not.toBe('');
            expect(row.term.toLowerCase(), `${row.concept}: ${variant}`).not.toContain(
              variant.toLowerCase(),
            );
          }
        }
      });

      it('uses no rejected variant where the English names the concept', () => {
        const found: string[] = [];
        const all = messages(language);
        for (const row of rows) {
          const names = CONCEPTS[row.concept];
          if (!names) continue;
          for (const message of all.filter((m) => names.test(m.english))) {
            for (const variant of row.rejected) {
              if (message.text.includes(variant.toLowerCase()))
                found.push(`${row.concept}: "${variant}" in ${message.where}`);
            }
          }
        }
        expect(found).toEqual([]);
      });
    });
  }
});
