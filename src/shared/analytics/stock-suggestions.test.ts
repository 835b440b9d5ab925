import { describe, expect, it } from 'vitest';
import * as stock from './stock-suggestions';
import { inEnglish, productSales } from './test-products';

const { nearTierBands } = stock;
type Products = Parameters<typeof stock.restockSuggestions>[0];
const restockSuggestions = (products: Products) => inEnglish(stock.restockSuggestions(products));
const deadStockSuggestion = (products: Products) => inEnglish(stock.deadStockSuggestion(products));
const tierNearMissSuggestion = (products: Products) =>
  inEnglish(stock.tierNearMissSuggestion(products));

describe('restockSuggestions', () => {
  it('names what runs out within 7 days, soonest first, with the order to cover 14 days', () => {
    const products = [
      productSales({ name: 'Slow', units30: 3, stock: 40 }), // 400 days
      productSales({ name: 'Soon', units30: 30, stock: 6 }), // 6 days
      productSales({ name: 'Gone', units30: 15, stock: 0 }), // sold out
      productSales({ name: 'Off', units30: 90, stock: 1, active: false }),
      productSales({ name: 'Later', units30: 60, stock: 14 }), // 7 days
    ];
    const suggestions = restockSuggestions(products);
    expect(suggestions.map((s) => s.title)).toEqual(['Restock Gone', 'Restock Soon']);
    expect(suggestions[0]).toMatchObject({
      kind: 'restock',
      productId: 'p-Gone',
      figure: 'Sold out; it sold 0.5 a day over the last 30 days',
      action: 'Order 7 to cover the next 14 days',
    });
    expect(suggestions[1]).toMatchObject({
      figure: '6 left at 1 a day: about 6 days of stock',
      action: 'Order 8 to cover the next 14 days',
    });
  });

  it('says "less than a day" and orders at least one', () => {
    const [only] = restockSuggestions([productSales({ units30: 300, stock: 5 })]);
    expect(only!.figure).toBe('5 left at 10 a day: less than a day of stock');
    expect(only!.action).toBe('Order 135 to cover the next 14 days');
  });
});

describe('deadStockSuggestion', () => {
  it('adds up the rand in stock that has not sold in 30 days, naming the biggest three', () => {
    const products = [
      productSales({ name: 'A', stock: 10, priceCents: 500 }),
      productSales({ name: 'B', stock: 2, priceCents: 10_000 }),
      productSales({ name: 'C', stock: 1, priceCents: 100 }),
      productSales({ name: 'D', stock: 3, priceCents: 1000 }),
      productSales({ name: 'New', stock: 99, listedAllWindow: false }),
      productSales({ name: 'Empty', stock: 0 }),
      productSales({ name: 'Sells', stock: 9, units30: 1 }),
    ];
    expect(deadStockSuggestion(products)).toEqual([
      {
        kind: 'dead_stock',
        productId: null,
        customerId: null,
        title: '4 products have not sold in 30 days',
        figure: 'R281.00 tied up in stock at selling price',
        action: 'Put B, A, D and 1 more on special, or return them to the supplier',
      },
    ]);
    expect(deadStockSuggestion([productSales({ units30: 1 })])).toEqual([]);
  });
});

describe('tierNearMissSuggestion', () => {
  it('looks 1-2 units below each bulk tier', () => {
    expect(nearTierBands().map(({ from, to }) => [from, to])).toEqual([
      [48, 49],
      [18, 19],
      [8, 9],
    ]);
  });

  it('picks the product and tier nearly reached most often, from 3 times', () => {
    const products = [
      productSales({ name: 'Rice', priceCents: 10_000, nearTierLines: [0, 4, 2] }),
      productSales({ name: 'Tea', nearTierLines: [0, 0, 3] }),
    ];
    expect(tierNearMissSuggestion(products)).toEqual([
      {
        kind: 'tier_near_miss',
        productId: 'p-Rice',
        customerId: null,
        title: 'Customers nearly reached the bulk price of Rice',
        figure: '4 orders in 30 days stopped 1-2 units short of 20',
        action: 'Tell customers that 20 or more cost R90.00 each (10% off R100.00)',
      },
    ]);
    expect(tierNearMissSuggestion([productSales({ nearTierLines: [2, 2, 2] })])).toEqual([]);
  });
});
