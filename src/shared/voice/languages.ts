/** docs/product.md "Constants": the nine voice languages, each named in its own words. */
export const VOICE_LANGUAGES = ['zu', 'xh', 'af', 'en', 'nso', 'tn', 'st', 'ts', 've'] as const;
export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number];

export const VOICE_LANGUAGE_NAMES: Record<VoiceLanguage, string> = {
  zu: 'isiZulu',
  xh: 'isiXhosa',
  af: 'Afrikaans',
  en: 'English',
  nso: 'Sepedi',
  tn: 'Setswana',
  st: 'Sesotho',
  ts: 'Xitsonga',
  ve: 'Tshivenḓa',
};

/**
 * Languages close enough that a speaker of one borrows words from the other; every
 * language also falls back to English, which all of them code-switch into.
 */
export const LANGUAGE_FAMILY: Record<VoiceLanguage, readonly VoiceLanguage[]> = {
  zu: ['xh'],
  xh: ['zu'],
  af: [],
  en: [],
  nso: ['st', 'tn'],
  tn: ['st', 'nso'],
  st: ['nso', 'tn'],
  ts: [],
  ve: [],
};

/** Where the number comes after the noun ("isinkwa esisodwa", "bohobe bo le bong"). */
export const NUMBER_AFTER_NOUN: Record<VoiceLanguage, boolean> = {
  zu: true,
  xh: true,
  af: false,
  en: false,
  nso: true,
  tn: true,
  st: true,
  ts: true,
  ve: true,
};
