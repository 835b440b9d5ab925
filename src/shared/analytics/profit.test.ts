import { describe, expect, it } from 'vitest';
import { marginOf, priceForMargin, profitOf, type ProfitLine } from './profit';

const line = (productId: string, units: number, revenueCents: number, costCents: number | null) =>
  ({ productId, productName: productId, units, revenueCents, costCents }) satisfies ProfitLine;

describe('profitOf', () => {
  it('gives R12.00 of profit on two units sold at R15.00 that cost R9.00', () => {
    expect(profitOf([line('bread', 2, 3000, 1800)])).toEqual({
      revenue: '30.00',
      costOfGoods: '18.00',
      grossProfit: '12.00',
      marginPercent: 40,
      revenueWithoutCost: '0.00',
      products: [
        {
          productId: 'bread',
          productName: 'bread',
          unitsSold: 2,
          revenue: '30.00',
          costOfGoods: '18.00',
          grossProfit: '12.00',
          marginPercent: 40,
        },
      ],
    });
  });

  it('takes refunds off as negative lines of the same product', () => {
    const profit = profitOf([line('bread', 2, 3000, 1800), line('bread', -1, -1500, -900)]);
    expect(profit).toMatchObject({ revenue: '15.00', grossProfit: '6.00', marginPercent: 40 });
    expect(profit.products[0]!.unitsSold).toBe(1);
  });

  it('leaves lines without a cost out of the figures and sums them apart', () => {
    const profit = profitOf([line('milk', 3, 4500, null), line('bread', 1, 1500, 900)]);
    expect(profit).toMatchObject({ revenue: '15.00', revenueWithoutCost: '45.00' });
    expect(profit.products.map((p) => p.productId)).toEqual(['bread']);
  });

  it('lists products most profit first, a loss last, with a negative margin', () => {
    const profit = profitOf([
      line('oil', 1, 6499, 7000),
      line('eggs', 6, 1800, 1200),
      line('bread', 2, 3000, 1800),
    ]);
    expect(profit.products.map((p) => [p.productId, p.grossProfit, p.marginPercent])).toEqual([
      ['bread', '12.00', 40],
      ['eggs', '6.00', 33.3],
      ['oil', '-5.01', -7.7],
    ]);
    expect(profit.grossProfit).toBe('12.99');
  });

  it('has no margin without revenue', () => {
    expect(profitOf([])).toMatchObject({
      revenue: '0.00',
      grossProfit: '0.00',
      marginPercent: null,
    });
    expect(marginOf(0, 0)).toBeNull();
  });
});

describe('priceForMargin', () => {
  it('is cost / (1 - margin), to the cent, half up', () => {
    expect(priceForMargin(900, 25)).toBe(1200);
    expect(priceForMargin(1000, 30)).toBe(1429);
    expect(priceForMargin(7000, 0)).toBe(7000);
  });
  it('has no price for a margin of 100% or more', () => {
    expect(priceForMargin(900, 100)).toBeNull();
  });
});
