/**
 * The app's languages, each named in itself. English is the source: every other language
 * falls back to it message by message. No zod here: the sign-in page imports this file.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zu', name: 'isiZulu' },
  { code: 'xh', name: 'isiXhosa' },
  { code: 'af', name: 'Afrikaans' },
  { code: 'st', name: 'Sesotho' },
  { code: 'tn', name: 'Setswana' },
  { code: 'nso', name: 'Sepedi' },
  { code: 'ts', name: 'Xitsonga' },
  { code: 've', name: 'Tshivenda' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  Language,
  ...Language[],
];

export const SOURCE_LANGUAGE: Language = 'en';

/** Every screen in these (issue 35: Setswana, Sepedi, Xitsonga and Tshivenda completed). */
export const COMPLETE_LANGUAGES: readonly Language[] = LANGUAGE_CODES;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGE_CODES as string[]).includes(value);

/** The first supported language of a preference list ("zu-ZA", "af"), by its primary tag. */
export function pickLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** An Accept-Language header's languages, most preferred first (q=0 means "not this one"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { tag, index, weight: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.weight > 0 && !Number.isNaN(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
