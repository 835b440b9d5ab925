import { formats, i18n, type Messages } from '@lingui/core';
import {
  englishText,
  phrase,
  phraseFinder,
  wordedValues,
  type MessageText,
} from '@shared/i18n/phrase';
import { isLanguage, pickLanguage, SOURCE_LANGUAGE, type Language } from '@shared/i18n/languages';
import { whenIdle } from '@client/lib/when-idle';

/** The device's choice; the account keeps its own copy once signed in. */
export const LANGUAGE_KEY = 'kasitrade_language';

type Values = Record<string, unknown>;
type Loader = () => Promise<unknown>;

interface Domain {
  loaders: Partial<Record<Language, Loader>>;
  loaded: Set<Language>;
}

const domains = new Map<string, Domain>();
const pending = new Set<Promise<unknown>>();
let revision = 0;
i18n.on('change', () => {
  revision += 1;
});

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** A language chosen on this device, else the browser's when it is one of ours, else English. */
export const initialLanguage = (): Language =>
  storedLanguage() ??
  pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])) ??
  SOURCE_LANGUAGE;

function markPage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const currentLanguage = (): Language =>
  isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE;

export const languageRevision = () => revision;

export const onLanguageChange = (listener: () => void) => i18n.on('change', listener);

const languageOfPath = (path: string) => /locales\/([a-z]+)\//.exec(path)?.[1];

/** Loads one domain's catalogue of a language into the runtime (once). */
function loadDomain(name: string, language: Language): Promise<unknown> {
  const domain = domains.get(name);
  const loader = domain?.loaders[language];
  if (!domain || !loader || domain.loaded.has(language)) return Promise.resolve();
  domain.loaded.add(language);
  const loading = loader()
    .then((messages) => {
      const entries = Object.entries(messages as Messages).map(([key, message]) => [
        `${name}.${key}`,
        message,
      ]);
      i18n.load(language, Object.fromEntries(entries) as Messages);
    })
    .catch(() => domain.loaded.delete(language))
    .finally(() => pending.delete(loading));
  pending.add(loading);
  return loading;
}

/** Resolves once every catalogue asked for so far has arrived (the first paint waits for it). */
export const languageReady = (): Promise<unknown> => Promise.all([...pending]);

/** Switches the app: catalogues first, so the screen never flashes half-translated. */
export async function activateLanguage(language: Language) {
  markPage(language);
  await Promise.all([...domains.keys()].map((name) => loadDomain(name, language)));
  i18n.activate(language);
  prepareFormats(language);
}

/**
 * Makes a language's plural rules and number format (what "1 item" needs) while the browser is
 * idle: made on the spot, the first costs a slow phone some 20 ms, at the till in the first tap.
 * One per idle moment, so neither makes a long task of its own.
 */
function prepareFormats(language: Language) {
  whenIdle(() => {
    formats.plural(language, false, 1, { offset: 0, other: '' } as Parameters<
      typeof formats.plural
    >[3]);
    whenIdle(() => formats.number(language, 1));
  });
}

/** The choice made on this device: kept in its storage and applied. */
export function chooseLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts until the tab closes.
  }
  return activateLanguage(language);
}

export interface Catalog<Key extends string> {
  t(key: Key, values?: Values): string;
}

/**
 * One domain's messages: English compiled into the importing chunk (the fallback of every
 * message), the other languages as lazy chunks loaded when they are the active one.
 */
export function defineCatalog<Source extends Record<string, string>>(
  name: string,
  english: Source,
  lazy: Record<string, Loader>,
): Catalog<keyof Source & string> {
  const loaders: Domain['loaders'] = {};
  for (const [path, loader] of Object.entries(lazy)) {
    const language = languageOfPath(path);
    if (isLanguage(language)) loaders[language] = loader;
  }
  domains.set(name, { loaders, loaded: new Set() });
  void loadDomain(name, currentLanguage());
  const fallback = english as unknown as Record<string, string>;
  return {
    t: (key, values) => i18n._(`${name}.${key}`, values, { message: fallback[key] }),
  };
}

const first = initialLanguage();
/**
 * Texts keyed by their English, for the messages the server and the forms share (validation,
 * the till's refusals): the English stays in the shared schemas and is its own fallback.
 */
export function defineLookup(name: string, lazy: Record<string, Loader>) {
  defineCatalog(name, {}, lazy);
  let finder = { messages: {} as object, size: -1, find: phraseFinder([]) };
  /** A filled-in phrase ("Price must be at most R100 000.00") found by its key, with its values. */
  const findPhrase = (text: string) => {
    const messages = i18n.messages;
    const keys = Object.keys(messages).filter((key) => key.startsWith(`${name}.`));
    if (finder.messages !== messages || finder.size !== keys.length) {
      const find = phraseFinder(keys.map((key) => key.slice(name.length + 1)));
      finder = { messages, size: keys.length, find };
    }
    return finder.find(text);
  };
  const asPhrase = (text: MessageText) =>
    typeof text !== 'string'
      ? text
      : i18n.messages[`${name}.${text}`] === undefined
        ? (findPhrase(text) ?? phrase(text))
        : phrase(text);
  const word = (text: MessageText): string => {
    const { text: english, values } = asPhrase(text);
    return i18n._(`${name}.${english}`, wordedValues(values, word), {
      message: [englishText(text)] as never,
    });
  };
  return word;
}

for (const language of new Set([SOURCE_LANGUAGE, first])) i18n.load(language, {});
i18n.activate(first);
markPage(first);
prepareFormats(first);
