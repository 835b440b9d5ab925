import { useSyncExternalStore } from 'react';
import { currentLanguage, languageRevision, onLanguageChange, type Catalog } from './i18n';

/** A catalogue's t(), re-rendering the caller when the language or a catalogue changes. */
export function useText<Key extends string>(catalog: Catalog<Key>): Catalog<Key>['t'] {
  useSyncExternalStore(onLanguageChange, languageRevision);
  return catalog.t;
}

export function useLanguage() {
  useSyncExternalStore(onLanguageChange, languageRevision);
  return currentLanguage();
}
