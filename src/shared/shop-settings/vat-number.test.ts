import { describe, expect, it } from 'vitest';
import { isVatNumber, normaliseVatNumber } from './vat-number';

describe('isVatNumber', () => {
  it('takes 10 digits starting with 4, with spaces or dashes between them', () => {
    expect(isVatNumber('4123456789')).toBe(true);
    expect(isVatNumber('4 123 456 789')).toBe(true);
    expect(isVatNumber('412-345-6789')).toBe(true);
  });

  it('refuses another first digit, another length and letters', () => {
    expect(isVatNumber('5123456789')).toBe(false);
    expect(isVatNumber('412345678')).toBe(false);
    expect(isVatNumber('41234567890')).toBe(false);
    expect(isVatNumber('412345678A')).toBe(false);
    expect(isVatNumber('')).toBe(false);
  });

  it('stores the digits alone', () => {
    expect(normaliseVatNumber(' 4123 456-789 ')).toBe('4123456789');
  });
});
