/**
 * A message with values in it ("Please wait {seconds} seconds ..."). Its English text, with the
 * {name} placeholders, is its key in the shared catalogue (messages.json), so the server can
 * translate it with its values. A value is shown as it is (names, amounts), or is itself a
 * phrase ("about {count} days") that is worded in the same language first.
 */
export interface Phrase {
  readonly text: string;
  readonly values: Readonly<Record<string, PhraseValue>>;
}
export type PhraseValue = string | number | Phrase;

export const phrase = (text: string, values: Phrase['values'] = {}): Phrase => ({ text, values });

/** The values with each nested phrase worded by `word`. */
export const wordedValues = (values: Phrase['values'], word: (text: Phrase) => string) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? word(value) : value,
    ]),
  );

/** The English message with its values in place. */
export const fillPhrase = ({ text, values }: Phrase): string => {
  const worded = wordedValues(values, fillPhrase);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in worded ? String(worded[name]) : placeholder,
  );
};

/** A text to show: fixed English, or a phrase with values. */
export type MessageText = string | Phrase;

/** A text in English (what the server sends without a language, and what tests read). */
export const englishText = (text: MessageText) =>
  typeof text === 'string' ? text : fillPhrase(text);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds the phrase an English text was filled from, among catalogue keys with simple values
 * ("Price must be at most {limit}"): a validation message reaches the reader as a plain string
 * (zod keeps strings), so "Price must be at most R100 000.00" is translated as that phrase with
 * its limit, and no amount is ever part of a catalogue key. A value is a figure (it has a digit)
 * or itself a key (a loan type's name, worded too), so "Full name is at most 120 characters" is
 * never read as "{loan} is at most {max}". Null when no key fits.
 */
export function phraseFinder(keys: Iterable<string>): (text: string) => Phrase | null {
  const known = new Set(keys);
  const value = (text: string): PhraseValue => (known.has(text) ? phrase(text) : text);
  const patterns: { text: string; names: string[]; pattern: RegExp }[] = [];
  for (const key of known) {
    const names = [...key.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    if (names.length === 0 || /\{\w+,/.test(key)) continue;
    const source = key
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    patterns.push({ text: key, names, pattern: new RegExp(`^${source}$`, 's') });
  }
  return (text) => {
    for (const { text: key, names, pattern } of patterns) {
      const values = pattern.exec(text)?.slice(1);
      if (!values?.every((found) => known.has(found) || /\d/.test(found))) continue;
      return phrase(key, Object.fromEntries(names.map((n, i) => [n, value(values[i]!)])));
    }
    return null;
  };
}
