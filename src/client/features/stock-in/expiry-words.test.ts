import { describe, expect, it } from 'vitest';
import { earliestFirst, expiryWords } from './expiry-words';
import { stockInText } from './stock-in-text';

const said = (daysLeft: number) => {
  const words = expiryWords(daysLeft, 'use_by');
  return stockInText.t(words.key, { count: words.count });
};

describe('the expiry wording', () => {
  it('says how long ago a date passed, and red', () => {
    expect(said(-2)).toBe('Expired 2 days ago');
    expect(said(-1)).toBe('Expired 1 day ago');
    expect(expiryWords(-2, 'use_by').tone).toBe('past');
  });

  it('says today and the days left, amber within a week', () => {
    expect(said(0)).toBe('Expires today');
    expect(said(1)).toBe('Expires in 1 day');
    expect(expiryWords(7, 'use_by').tone).toBe('soon');
    expect(expiryWords(8, 'use_by').tone).toBe('later');
    expect(said(30)).toBe('Expires in 30 days');
  });

  it('says plainly what use by and best before mean for selling', () => {
    expect(stockInText.t(expiryWords(-1, 'use_by').rule)).toBe(
      'Use by: may not be sold after this date',
    );
    expect(stockInText.t(expiryWords(-1, 'best_before').rule)).toBe(
      'Best before: may still be sold after it, check it first',
    );
  });

  it('lists the earliest date first', () => {
    const batches = [
      { expiryDate: '2026-12-01', productName: 'Milk' },
      { expiryDate: '2026-11-20', productName: 'Yoghurt' },
      { expiryDate: '2026-11-20', productName: 'Amasi' },
    ];
    expect(earliestFirst(batches).map((b) => b.productName)).toEqual(['Amasi', 'Yoghurt', 'Milk']);
  });
});
