import { describe, expect, it } from 'vitest';
import { fillPhrase, phrase, phraseFinder } from './phrase';

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

  it('finds the phrase a filled text came from, with its values, and nothing else', () => {
    const find = phraseFinder([
      'Price must be at most {limit}',
      '{amount} is more than the wallet balance of {available}.',
      'You have {count, plural, one {# item} other {# items}}',
      'Price is required',
    ]);
    expect(find('Price must be at most R100 000.00')).toEqual(
      phrase('Price must be at most {limit}', { limit: 'R100 000.00' }),
    );
    const short = phrase('{amount} is more than the wallet balance of {available}.', {
      amount: 'R1.50 (a.b)',
      available: 'R0.99',
    });
    expect(find(fillPhrase(short))).toEqual(short);
    expect(find('Price is required')).toBeNull();
    const loan = phraseFinder(['{loan} is at most {max}', 'Stock Advance']);
    expect(loan('Stock Advance is at most R500.00')).toEqual(
      phrase('{loan} is at most {max}', { loan: phrase('Stock Advance'), max: 'R500.00' }),
    );
    expect(loan('Full name is at most many characters')).toBeNull();
    expect(find('Price must be at least R1.00')).toBeNull();
  });
});
