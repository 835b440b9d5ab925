/**
 * Noun-class, possessive, relative and joining prefixes of the Bantu languages, longest
 * first: "amaqanda", "ne-sinkwa", "iiCoke", "diSimba", "tikhandlela", "leyikulu".
 */
const PREFIXES = [
  ...[
    'leswi',
    'leyi',
    'lexi',
    'lowu',
    'leri',
    'nezin',
    'nezim',
    'kwama',
    'nama',
    'nesi',
    'nezi',
    'neli',
    'nobu',
    'noku',
    'yama',
    'yezi',
  ],
  ...['yesi', 'zama', 'lama', 'wama', 'sama', 'bama', 'tshi', 'ama', 'aba', 'ezi', 'izi', 'isi'],
  ...['esi', 'eli', 'ili', 'imi', 'emi', 'ubu', 'obu', 'ulu', 'olu', 'uku', 'oku', 'lwe', 'kwe'],
  ...['kwa', 'zwi', 'vhu', 'swi', 'dzi', 'nge', 'nga', 'ma', 'di', 'ti', 'mi', 'le', 'se', 'bo'],
  ...['mo', 'me', 'xi', 'ri', 'vu', 'li', 'ii', 'na', 'ne', 'no', 'ka', 'ke', 'ko', 'ye', 'we'],
  ...['ze', 'yo', 'wo', 'zo', 'lo', 'so', 'i', 'u', 'a', 'e', 'o', 'n', 'm'],
];
/** na + isinkwa = nesinkwa, na + ubisi = nobisi: the vowel a prefix ate. */
const EATEN_VOWEL: Record<string, string> = { e: 'i', o: 'u', a: 'a' };
const MIN_STEM = 3;

export interface WordForm {
  form: string;
  /** The prefix taken off carried the joining "and" (na-, ne-, no-). */
  joined: boolean;
}

/** English and Afrikaans plurals: "cokes" -> "coke", "loaves" is listed, "kerse" -> "kers". */
export function singular(word: string): string[] {
  const forms: string[] = [];
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es') && word.length > 4) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && word.length > 3) forms.push(word.slice(0, -1));
  if (word.endsWith('e') && word.length > 4) forms.push(word.slice(0, -1));
  return forms;
}

function stripped(word: string, joined: boolean): WordForm[] {
  const forms: WordForm[] = [];
  for (const prefix of PREFIXES) {
    if (!word.startsWith(prefix) || word.length - prefix.length < MIN_STEM) continue;
    const rest = word.slice(prefix.length);
    const and = joined || prefix === 'n' || /^n[aeo]/.test(prefix);
    forms.push({ form: rest, joined: and });
    const eaten = EATEN_VOWEL[prefix.at(-1)!];
    if (eaten && prefix.length > 1) forms.push({ form: eaten + rest, joined: and });
  }
  return forms;
}

/** The forms a spoken word is looked up by, the word itself first, then without prefixes. */
export function wordForms(word: string): WordForm[] {
  const first = stripped(word, false);
  const second = first.flatMap((f) => stripped(f.form, f.joined));
  const all = [{ form: word, joined: false }, ...first, ...second];
  const withSingulars = all.flatMap((f) => [
    f,
    ...singular(f.form).map((form) => ({ form, joined: f.joined })),
  ]);
  const seen = new Set<string>();
  return withSingulars.filter((f) => (seen.has(f.form) ? false : (seen.add(f.form), true)));
}
