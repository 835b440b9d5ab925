import { describe, expect, it } from 'vitest';
import { fillPhrase, phrase } from './phrase';

describe('phrases', () => {
  it('puts each value in its placeholder, as often as it appears', () => {
    const text = phrase('{a} and {b}, then {a}', { a: 'Coke', b: 2 });
    expect(fillPhrase(text)).toBe('Coke and 2, then Coke');
  });

  it('keeps a placeholder without a value, so a missing figure shows instead of vanishing', () => {
    expect(fillPhrase(phrase('Total {total}', {}))).toBe('Total {total}');
  });

  it('does not read values as placeholders', () => {
    expect(fillPhrase(phrase('For {name}', { name: '{total}' }))).toBe('For {total}');
  });
});
