import { describe, expect, it } from 'vitest';
import { productPerformance, topSellingItems } from './product-figures';
import { productSales } from './test-products';

describe('topSellingItems', () => {
  it('ranks by units this week (then takings), five at most, with growth', () => {
    const products = [
      productSales({ name: 'A', unitsWeek: 3, unitsPreviousWeek: 2, centsWeek: 300 }),
      productSales({ name: 'B', unitsWeek: 6, centsWeek: 600 }),
      productSales({ name: 'C', unitsWeek: 3, unitsPreviousWeek: 6, centsWeek: 900 }),
      ...['D', 'E', 'F'].map((name) => productSales({ name, unitsWeek: 1, centsWeek: 100 })),
      productSales({ name: 'G', units30: 9 }),
    ];
    const top = topSellingItems(products);
    expect(top.map((p) => [p.name, p.quantity, p.growth])).toEqual([
      ['B', 6, null],
      ['C', 3, -50],
      ['A', 3, 50],
      ['D', 1, null],
      ['E', 1, null],
    ]);
    expect(top[0]).toMatchObject({ unitPrice: '10.00', revenue: '6.00' });
  });
});

describe('productPerformance', () => {
  it('lists what sold in 30 days by takings, with share and days of stock left', () => {
    const products = [
      productSales({ name: 'A', units30: 6, cents30: 3000, stock: 3 }),
      productSales({ name: 'B', units30: 5, cents30: 5000, stock: 95 }),
      productSales({ name: 'C', units30: 0, stock: 40 }),
      productSales({ name: 'D', units30: 30, cents30: 2000, stock: 0 }),
    ];
    expect(productPerformance(products).map((p) => [p.name, p.share, p.daysOfStockLeft])).toEqual([
      ['B', 50, 570],
      ['A', 30, 15],
      ['D', 20, 0],
    ]);
  });
});
