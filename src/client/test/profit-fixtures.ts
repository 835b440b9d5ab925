import type { Profit } from '@shared/analytics/profit.schemas';

/** A profit answer: R12.00 on R30.00 (two units at R15.00 costing R9.00), unless said otherwise. */
export function profitFixture(overrides: Partial<Profit> = {}): Profit {
  return {
    revenue: '30.00',
    costOfGoods: '18.00',
    grossProfit: '12.00',
    marginPercent: 40,
    revenueWithoutCost: '0.00',
    products: [
      {
        productId: '6f1c2d0c-1c44-4c1e-9a52-4f3f1c2d0c01',
        productName: 'Bread brown',
        unitsSold: 2,
        revenue: '30.00',
        costOfGoods: '18.00',
        grossProfit: '12.00',
        marginPercent: 40,
      },
    ],
    ...overrides,
  };
}
