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
