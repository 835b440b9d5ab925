// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRecognise, listenOnce } from './recognition';
import { SPEECH_RATE, speak } from './synthesis';

type Handler = ((event: never) => void) | null;

/** A stand-in for the browser's recogniser: it answers as told for each language. */
function fakeRecognition(answers: Record<string, { error: string } | { transcript: string }>) {
  const started: string[] = [];
  class FakeRecognition {
    lang = '';
    interimResults = true;
    maxAlternatives = 5;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: (() => void) | null = null;
    start() {
      started.push(this.lang);
      const answer = answers[this.lang] ?? { error: 'language-not-supported' };
      queueMicrotask(() => {
        if ('error' in answer) this.onerror?.({ error: answer.error } as never);
        else this.onresult?.({ results: [[{ transcript: answer.transcript }]] } as never);
        this.onend?.();
      });
    }
    abort() {}
  }
  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  return started;
}

const heard = (language: Parameters<typeof listenOnce>[0]) =>
  new Promise((resolve) => listenOnce(language, resolve));

afterEach(() => vi.unstubAllGlobals());

describe('speech recognition', () => {
  it('is not offered where the browser has none', async () => {
    expect(canRecognise()).toBe(false);
    expect(await heard('zu')).toEqual({ error: 'not-available' });
  });

  it('listens in the language, Sepedi with the Sesotho recogniser', async () => {
    const started = fakeRecognition({
      'zu-ZA': { transcript: 'ngicela ubisi' },
      'st-ZA': { transcript: 'ke kgopela maswi' },
    });
    expect(canRecognise()).toBe(true);
    expect(await heard('zu')).toEqual({ transcript: 'ngicela ubisi' });
    expect(await heard('nso')).toEqual({ transcript: 'ke kgopela maswi' });
    expect(started).toEqual(['zu-ZA', 'st-ZA']);
  });

  it('falls back where the language is not supported: isiXhosa to isiZulu, Setswana to English', async () => {
    const started = fakeRecognition({
      'zu-ZA': { transcript: 'ndicela isonka' },
      'en-ZA': { transcript: 'ke kopa borotho' },
    });
    expect(await heard('xh')).toEqual({ transcript: 'ndicela isonka' });
    expect(await heard('tn')).toEqual({ transcript: 'ke kopa borotho' });
    expect(started).toEqual(['xh-ZA', 'zu-ZA', 'tn-ZA', 'en-ZA']);
  });

  it('reports other errors, and silence as nothing heard', async () => {
    fakeRecognition({ 'en-ZA': { error: 'not-allowed' }, 'af-ZA': { error: 'no-speech' } });
    expect(await heard('en')).toEqual({ error: 'not-allowed' });
    expect(await heard('af')).toEqual({ transcript: '' });
  });
});

describe('speech synthesis', () => {
  it('speaks at rate 0.8 with a voice of the language, and not at all without one', () => {
    const spoken: SpeechSynthesisUtterance[] = [];
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        text: string;
        rate = 1;
        lang = '';
        voice: unknown = null;
        onend: unknown;
        onerror: unknown;
        constructor(text: string) {
          this.text = text;
        }
      },
    );
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [
        { lang: 'en-ZA', name: 'English (South Africa)' },
        { lang: 'zu-ZA', name: 'Thando' },
      ],
      cancel: () => {},
      speak: (u: SpeechSynthesisUtterance) => spoken.push(u),
    });
    const ended = vi.fn();
    expect(speak('Ucele: Coke x2.', 'zu', ended)).toBe(true);
    expect(spoken[0]).toMatchObject({ text: 'Ucele: Coke x2.', rate: SPEECH_RATE, lang: 'zu-ZA' });
    expect(SPEECH_RATE).toBe(0.8);
    expect(ended).not.toHaveBeenCalled();
    expect(speak('Ndi humbela', 've', ended)).toBe(false);
    expect(ended).toHaveBeenCalledOnce();
    expect(spoken).toHaveLength(1);
  });
});
