import { describe, expect, it } from 'vitest';
import { phrase } from '@shared/i18n/phrase';
import { serverTexts } from './i18n';

const wait = (seconds: number) =>
  phrase('Too many requests. Try again in {seconds} seconds.', { seconds });

describe('a refusal with a count, in the catalogue plural form', () => {
  it('says one second, and two seconds, in English', () => {
    const { message } = serverTexts('en');
    expect(message(wait(1))).toBe('Too many requests. Try again in 1 second.');
    expect(message(wait(2))).toBe('Too many requests. Try again in 2 seconds.');
  });

  it('takes the singular form of the language too', () => {
    expect(serverTexts('af').message(wait(1))).toBe(
      'Te veel versoeke. Probeer weer oor 1 sekonde.',
    );
    expect(serverTexts('af').message(wait(30))).toBe(
      'Te veel versoeke. Probeer weer oor 30 sekondes.',
    );
    expect(serverTexts('zu').message(wait(1))).toContain('emzuzwaneni ongu-1');
    expect(serverTexts('zu').message(wait(7))).toContain('emizuzwaneni engu-7');
  });
});
