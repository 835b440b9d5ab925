import { describe, expect, it } from 'vitest';
import type { OrderItem } from '@shared/orders/orders.schemas';
import {
  addLine,
  itemsPayload,
  linesFromItems,
  priceLines,
  setLineQuantity,
  totalText,
  type EditLine,
} from './order-lines';

const bread = { id: 'p-bread', name: 'Bread', price: '17.99' };
const milk = { id: 'p-milk', name: 'Milk 1L', price: '21.50' };

describe('order dialog lines', () => {
  it('adds a product once and adds units to its line the next time', () => {
    let lines = addLine([], bread);
    lines = addLine(lines, milk, 2);
    lines = addLine(lines, bread, 4);
    expect(lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Bread', 5],
      ['Milk 1L', 2],
    ]);
  });

  it('sets quantities, removes a line at 0 or below and ignores text that is not a number', () => {
    const lines = addLine(addLine([], bread), milk);
    expect(setLineQuantity(lines, bread.id, 12)[0]!.quantity).toBe(12);
    expect(setLineQuantity(lines, bread.id, 3.7)[0]!.quantity).toBe(3);
    expect(setLineQuantity(lines, bread.id, 0).map((l) => l.name)).toEqual(['Milk 1L']);
    expect(setLineQuantity(lines, milk.id, -2).map((l) => l.name)).toEqual(['Bread']);
    expect(setLineQuantity(lines, bread.id, Number.NaN)).toEqual(lines);
  });

  it('prices each line at its bulk tier and totals to two decimals', () => {
    const lines = setLineQuantity(addLine(addLine([], bread), milk, 2), bread.id, 20);
    const priced = priceLines(lines);
    // 20 bread: 10% off 17.99 = 16.191 -> 16.19 each; 2 milk at 21.50
    expect(priced.lines.map((l) => [l.unitPrice, l.total, l.discountPercent])).toEqual([
      [1619, 32380, 10],
      [2150, 4300, 0],
    ]);
    expect(totalText(priced.total)).toBe('366.80');
    expect(totalText(priceLines([]).total)).toBe('0.00');
    // tier edges: 9 none, 10 5%, 50 15% (24.99 x 0.85 = 21.2415 -> 21.24)
    const edge = (q: number) =>
      priceLines(setLineQuantity(addLine([], { ...bread, price: '24.99' }), bread.id, q)).lines[0]!;
    expect([edge(9).discountPercent, edge(10).discountPercent, edge(50).unitPrice]).toEqual([
      0, 5, 2124,
    ]);
  });

  it('keeps the saved prices of an unchanged order and re-prices all lines once items change', () => {
    const saved: OrderItem[] = [
      {
        id: 'i1',
        productId: bread.id,
        productName: 'Bread',
        quantity: 10,
        unitPrice: '15.00',
        totalPrice: '150.00',
        listPrice: '17.99',
      },
    ];
    const lines: EditLine[] = linesFromItems(saved);
    expect(totalText(priceLines(lines, saved).total)).toBe('150.00');
    const changed = setLineQuantity(lines, bread.id, 11);
    // 11 x (17.99 less 5% = 17.09)
    expect(totalText(priceLines(changed, saved).total)).toBe('187.99');
    expect(itemsPayload(changed)).toEqual([{ productId: bread.id, quantity: 11 }]);
  });
});
