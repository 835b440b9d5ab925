import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity';

describe('clampQuantity', () => {
  it.each([
    ['1', 1],
    ['10', 10],
    ['0', 1],
    ['-5', 1],
    ['1001', 1000],
    ['99999', 1000],
    ['', 1],
    ['abc', 1],
    ['12.7', 12],
    [50, 50],
    [Number.NaN, 1],
  ])('%j -> %i', (input, expected) => {
    expect(clampQuantity(input)).toBe(expected);
  });
});
