import { describe, expect, it } from 'vitest';
import * as suggestions from './suggestions';
import { inEnglish, productSales } from './test-products';

const { MAX_SUGGESTIONS } = suggestions;
const growthSuggestions = (input: suggestions.SuggestionInput) =>
  inEnglish(suggestions.growthSuggestions(input));

describe('growthSuggestions', () => {
  it('puts the most urgent first and stops at six', () => {
    const products = [
      ...['A', 'B', 'C'].map((name) => productSales({ name, units30: 30, stock: 1 })),
      productSales({ name: 'Tea', units30: 1, nearTierLines: [0, 0, 5] }),
      productSales({ name: 'Dusty', stock: 4 }),
    ];
    const now = new Date('2026-07-15T10:00:00Z');
    const regular = (name: string) => ({
      customerId: name,
      name,
      purchases: 4,
      firstPurchaseAt: new Date('2026-05-01T10:00:00Z'),
      lastPurchaseAt: new Date('2026-05-07T10:00:00Z'),
      promotable: true,
    });
    const kinds = growthSuggestions({
      now,
      products,
      customers: [regular('Ann'), regular('Ben')],
      weekdays: [],
    }).map((s) => s.kind);
    expect(kinds).toEqual([
      'restock',
      'restock',
      'lapsed_customer',
      'lapsed_customer',
      'tier_near_miss',
      'dead_stock',
    ]);
    expect(kinds).toHaveLength(MAX_SUGGESTIONS);
  });

  it('gives nothing for a shop whose figures trigger nothing', () => {
    expect(
      growthSuggestions({
        now: new Date(),
        products: [productSales({ units30: 30, stock: 50 })],
        customers: [],
        weekdays: [],
      }),
    ).toEqual([]);
  });
});
