import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  acceptedLanguages,
  isLanguage,
  pickLanguage,
  SOURCE_LANGUAGE,
  type Language,
} from '@shared/i18n/languages';
import {
  englishText,
  phrase,
  phraseFinder,
  wordedValues,
  type MessageText,
} from '@shared/i18n/phrase';
import type english from '@shared/i18n/locales/en/server.json';
import { SERVER_CATALOGUES } from './i18n-catalogues';

export type ServerTextKey = keyof typeof english;

function catalogue(language: Language): Messages {
  const messages: Record<string, string> = {};
  for (const [domain, entries] of Object.entries(SERVER_CATALOGUES[language])) {
    for (const [key, message] of Object.entries(entries)) messages[`${domain}.${key}`] = message;
  }
  return messages;
}

const runtimes = new Map<Language, I18n>();
function runtime(language: Language): I18n {
  let i18n = runtimes.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: catalogue(language) } });
    i18n.setMessagesCompiler(compileMessage);
    runtimes.set(language, i18n);
  }
  return i18n;
}
const englishServer = catalogue(SOURCE_LANGUAGE);
const englishMessages = SERVER_CATALOGUES[SOURCE_LANGUAGE].messages;
const findPhrase = phraseFinder(Object.keys(englishMessages));

/** A text as its catalogue knows it: a key as it is, or a filled-in phrase with its values. */
const asPhrase = (text: MessageText) =>
  typeof text !== 'string'
    ? text
    : text in englishMessages
      ? phrase(text)
      : (findPhrase(text) ?? phrase(text));

/** The server's texts in one language, each falling back to English on its own. */
export function serverTexts(language: Language) {
  const i18n = runtime(language);
  const word = (text: MessageText): string => {
    const { text: english, values } = asPhrase(text);
    if (i18n.messages[`messages.${english}`] === undefined) return englishText(text);
    return i18n._(`messages.${english}`, wordedValues(values, word));
  };
  return {
    language,
    t: (key: ServerTextKey, values?: Record<string, unknown>) =>
      i18n._(`server.${key}`, values, { message: englishServer[`server.${key}`] as string }),
    /** A shared message (validation, a refusal) by its English text; unknown ones stay English. */
    // Untranslated ones are returned untouched: an English text is not ICU (braces, escapes).
    message: word,
  };
}
export type ServerTexts = ReturnType<typeof serverTexts>;

/**
 * The language a request is answered in: the app sends its own in Accept-Language; without a
 * supported one there, the signed-in account's; else English.
 */
export function answerLanguage(acceptLanguage: string | undefined, account?: string | null) {
  return (
    pickLanguage(acceptedLanguages(acceptLanguage)) ??
    (isLanguage(account) ? account : SOURCE_LANGUAGE)
  );
}
