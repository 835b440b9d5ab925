import { LANGUAGE_FAMILY, type VoiceLanguage } from './languages';
import { NUMBER_WORDS, type NumberWords } from './number-words';

export interface NumberReading {
  value: number;
  /** Carries the joining "and": na-mbili, nanye. */
  joined: boolean;
  /** An article ("a", "'n"): one, unless a real number says otherwise. */
  weak: boolean;
  /** "tens of": multiplies the number after it. */
  tens: boolean;
}

interface Lookup {
  exact: Map<string, NumberReading>;
  stems: { stem: string; value: number }[];
  prefixes: Set<string>;
}

const reading = (value: number, flags: Partial<NumberReading> = {}): NumberReading => ({
  value,
  joined: false,
  weak: false,
  tens: false,
  ...flags,
});

function buildLookup(words: NumberWords): Lookup {
  const exact = new Map<string, NumberReading>();
  const add = (table: Record<number, string[]> | undefined, flags: Partial<NumberReading>) => {
    for (const [value, forms] of Object.entries(table ?? {})) {
      for (const form of forms) exact.set(form, reading(Number(value), flags));
    }
  };
  add(words.words, {});
  add(words.joined, { joined: true });
  for (const form of words.weakOne ?? []) exact.set(form, reading(1, { weak: true }));
  for (const form of words.tens ?? []) exact.set(form, reading(10, { tens: true }));
  const stems = Object.entries(words.stems ?? {}).flatMap(([value, list]) =>
    list.map((stem) => ({ stem, value: Number(value) })),
  );
  return { exact, stems, prefixes: new Set(words.prefixes ?? ['']) };
}

const lookups = new Map<VoiceLanguage, Lookup>();
const lookupOf = (language: VoiceLanguage) => {
  let found = lookups.get(language);
  if (!found) lookups.set(language, (found = buildLookup(NUMBER_WORDS[language])));
  return found;
};

/** A number word of one language, or null. */
export function readNumberIn(word: string, language: VoiceLanguage): NumberReading | null {
  const { exact, stems, prefixes } = lookupOf(language);
  const whole = exact.get(word);
  if (whole) return whole;
  for (const { stem, value } of stems) {
    if (!word.endsWith(stem)) continue;
    const prefix = word.slice(0, word.length - stem.length);
    if (prefixes.has(prefix)) return reading(value, { joined: /^n[aeo]/.test(prefix) });
  }
  return null;
}

/** The languages a word is read in, most likely first: the chosen one, its family, English. */
export const languageTiers = (language: VoiceLanguage): VoiceLanguage[] => [
  ...new Set<VoiceLanguage>([language, ...LANGUAGE_FAMILY[language], 'en']),
];
