import { describe, expect, it } from 'vitest';
import { belowCostSuggestions } from './suggestion-below-cost';
import { inEnglish, productSales } from './test-products';

describe('belowCostSuggestions', () => {
  it('names a product sold below its cost, with the price and the cost', () => {
    const oil = productSales({
      name: 'Sunfoil 2L',
      priceCents: 6499,
      costCents: 7000,
      units30: 12,
    });
    expect(inEnglish(belowCostSuggestions([oil]))).toEqual([
      {
        kind: 'below_cost',
        productId: oil.productId,
        customerId: null,
        title: 'Sunfoil 2L sells below its cost (R64.99 < R70.00)',
        figure: 'Each one sold loses R5.01; 12 sold in the last 30 days',
        action: 'Raise the price to at least R70.00, or find a cheaper supplier',
      },
    ]);
  });

  it('says what a unit would lose when it has not sold', () => {
    const tin = productSales({ name: 'Pilchards', priceCents: 2000, costCents: 2100 });
    expect(inEnglish(belowCostSuggestions([tin]))[0]!.figure).toBe(
      'Each one sold would lose R1.00',
    );
  });

  it('leaves out products at or above cost, without a cost, or inactive; the biggest loss first', () => {
    const products = [
      productSales({ name: 'At cost', priceCents: 1000, costCents: 1000 }),
      productSales({ name: 'No cost', priceCents: 1000, costCents: null }),
      productSales({ name: 'Off', priceCents: 1000, costCents: 2000, active: false }),
      productSales({ name: 'Small', priceCents: 1000, costCents: 1050, units30: 4 }),
      productSales({ name: 'Big', priceCents: 1000, costCents: 1100, units30: 30 }),
      productSales({ name: 'Third', priceCents: 1000, costCents: 1010, units30: 1 }),
    ];
    expect(belowCostSuggestions(products).map((s) => s.productId)).toEqual(['p-Big', 'p-Small']);
  });
});
