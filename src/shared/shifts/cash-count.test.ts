import { describe, expect, it } from 'vitest';
import { cashDifference, countedCents } from './cash-count';

describe('the blind count', () => {
  it('adds notes and coins to the cent', () => {
    expect(countedCents({ '20000': 1, '5000': 2, '200': 3, '50': 1, '10': 4 })).toBe(30_690);
    expect(countedCents({})).toBe(0);
  });

  it('says short as negative and over as positive', () => {
    expect(cashDifference(9_500, 10_000)).toBe(-500);
    expect(cashDifference(10_020, 10_000)).toBe(20);
  });
});
