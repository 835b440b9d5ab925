/**
 * A message with values in it ("Please wait {seconds} seconds ..."). Its English text, with the
 * {name} placeholders, is its key in the shared catalogue (messages.json), so the server can
 * translate it with its values; the values themselves (names, amounts) are never translated.
 */
export interface Phrase {
  readonly text: string;
  readonly values: Readonly<Record<string, string | number>>;
}

export const phrase = (text: string, values: Phrase['values']): Phrase => ({ text, values });

/** The English message with its values in place. */
export const fillPhrase = ({ text, values }: Phrase): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );

/** A text to show: fixed English, or a phrase with values. */
export type MessageText = string | Phrase;
