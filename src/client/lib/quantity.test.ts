import { describe, expect, it } from 'vitest';
import { clampQuantity, orderableMax } from './quantity';

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

describe('orderableMax', () => {
  it('is the stock, at most 1000 and at least 1', () => {
    expect(orderableMax(24)).toBe(24);
    expect(orderableMax(5000)).toBe(1000);
    expect(orderableMax(0)).toBe(1);
    expect(clampQuantity('1001', orderableMax(24))).toBe(24);
  });
});
