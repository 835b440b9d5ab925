import type { VoiceLanguage } from '@shared/voice/languages';
import { RECOGNITION_LANGUAGE } from './recognition-languages';

/** The part of the Web Speech API used here (not in TypeScript's DOM types). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const canRecognise = () =>
  typeof window !== 'undefined' && recognitionConstructor() !== null;

/**
 * Listens once. Where the browser has no recogniser for the language, tries the fallback
 * language. Resolves with what was heard ('' for silence); rejects on any other error.
 * Returns a function that stops listening.
 */
export function listenOnce(
  language: VoiceLanguage,
  onDone: (result: { transcript: string } | { error: string }) => void,
): () => void {
  const Constructor = recognitionConstructor();
  if (!Constructor) {
    onDone({ error: 'not-available' });
    return () => {};
  }
  let current: Recognition | null = null;
  let finished = false;
  const finish = (result: { transcript: string } | { error: string }) => {
    if (finished) return;
    finished = true;
    onDone(result);
  };
  const start = (lang: string, canFallBack: boolean) => {
    const recognition = new Constructor();
    current = recognition;
    recognition.lang = lang;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    let heard = '';
    let retried = false;
    recognition.onresult = (event) => {
      heard = Array.from(event.results, (result) => result[0]?.transcript ?? '').join(' ');
    };
    recognition.onerror = (event) => {
      if (event.error === 'language-not-supported' && canFallBack) {
        retried = true;
        start(RECOGNITION_LANGUAGE[language].fallback, false);
      } else if (event.error !== 'no-speech' && event.error !== 'aborted') {
        finish({ error: event.error });
      }
    };
    recognition.onend = () => {
      if (!retried) finish({ transcript: heard.trim() });
    };
    recognition.start();
  };
  try {
    start(RECOGNITION_LANGUAGE[language].primary, true);
  } catch {
    finish({ error: 'start-failed' });
  }
  return () => {
    current?.abort();
    finish({ transcript: '' });
  };
}
