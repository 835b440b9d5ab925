import type { VoiceLanguage } from '@shared/voice/languages';
import { SPEECH_LANGUAGE } from './recognition-languages';

/** docs/product.md "Constants": confirmations are spoken at rate 0.8. */
export const SPEECH_RATE = 0.8;

function voiceFor(language: VoiceLanguage): SpeechSynthesisVoice | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  const wanted = SPEECH_LANGUAGE[language];
  return (
    window.speechSynthesis
      .getVoices()
      .find((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === wanted) ?? null
  );
}

/**
 * Speaks the text in the language's voice when the device has one, and calls onEnd when done
 * (at once when there is no voice: the text is always on screen as well).
 */
export function speak(text: string, language: VoiceLanguage, onEnd: () => void): boolean {
  const voice = voiceFor(language);
  if (!voice || !text) {
    onEnd();
    return false;
  }
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = SPEECH_RATE;
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

export function stopSpeaking() {
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
}
