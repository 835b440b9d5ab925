import { describe, expect, it } from 'vitest';
import { acceptedLanguages, isLanguage, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it('takes the first supported primary tag, whatever the region or case', () => {
    expect(pickLanguage(['fr-FR', 'zu-ZA', 'af'])).toBe('zu');
    expect(pickLanguage(['NSO_za'])).toBe('nso');
    expect(pickLanguage(['en-GB'])).toBe('en');
  });

  it('answers null when none is one of ours', () => {
    expect(pickLanguage(['fr', 'pt-BR'])).toBeNull();
    expect(pickLanguage([])).toBeNull();
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, keeping the header order between equals', () => {
    expect(acceptedLanguages('en;q=0.5, zu-ZA, af;q=0.8, st')).toEqual(['zu-ZA', 'st', 'af', 'en']);
  });

  it('drops q=0, malformed weights and empty parts', () => {
    expect(acceptedLanguages('zu;q=0, af;q=abc, , xh')).toEqual(['xh']);
  });

  it('is empty without a header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('isLanguage', () => {
  it('knows exactly the nine codes', () => {
    expect(['en', 'zu', 'xh', 'af', 'st', 'tn', 'nso', 'ts', 've'].every(isLanguage)).toBe(true);
    expect(isLanguage('zu-ZA')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});
