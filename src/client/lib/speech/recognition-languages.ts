import type { VoiceLanguage } from '@shared/voice/languages';

/**
 * The recogniser language for each voice language (spec: nso is recognised with st), and the
 * one to fall back on where the browser has none: isiXhosa is close to isiZulu; speakers of
 * the Sotho-Tswana languages, Xitsonga and Tshivenda code-switch into English a lot.
 */
export const RECOGNITION_LANGUAGE: Record<VoiceLanguage, { primary: string; fallback: string }> = {
  zu: { primary: 'zu-ZA', fallback: 'en-ZA' },
  xh: { primary: 'xh-ZA', fallback: 'zu-ZA' },
  af: { primary: 'af-ZA', fallback: 'en-ZA' },
  en: { primary: 'en-ZA', fallback: 'en-US' },
  nso: { primary: 'st-ZA', fallback: 'en-ZA' },
  tn: { primary: 'tn-ZA', fallback: 'en-ZA' },
  st: { primary: 'st-ZA', fallback: 'en-ZA' },
  ts: { primary: 'ts-ZA', fallback: 'en-ZA' },
  ve: { primary: 've-ZA', fallback: 'en-ZA' },
};

/** Speech synthesis voices are looked up by these (nso speaks with st too). */
export const SPEECH_LANGUAGE: Record<VoiceLanguage, string> = {
  zu: 'zu',
  xh: 'xh',
  af: 'af',
  en: 'en',
  nso: 'st',
  tn: 'tn',
  st: 'st',
  ts: 'ts',
  ve: 've',
};
