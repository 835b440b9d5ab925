// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DRAFT_ORDER_KEY,
  addToDraftOrder,
  clearDraftOrder,
  draftOrderTotal,
  readDraftOrder,
} from './draft-order';

const coke = { id: 'p1', name: 'Coca-Cola 2L', price: '24.99', stock: 200 };
const bread = { id: 'p2', name: 'Bread', price: '18.00', stock: 30 };

beforeEach(() => localStorage.clear());

describe('draft order store', () => {
  it('adds a line at its bulk tier price and keeps it in localStorage under a kasitrade_ key', () => {
    const { line } = addToDraftOrder(coke, 10);
    expect(line).toMatchObject({ quantity: 10, unitPrice: '23.74', totalPrice: '237.40' });
    expect(DRAFT_ORDER_KEY).toMatch(/^kasitrade_/);
    expect(JSON.parse(localStorage.getItem(DRAFT_ORDER_KEY)!).lines).toHaveLength(1);
  });

  it('adding the same product again re-prices the combined quantity at its tier', () => {
    addToDraftOrder(coke, 15);
    addToDraftOrder(bread, 1);
    addToDraftOrder(coke, 5);
    const { lines } = readDraftOrder();
    expect(lines.map((l) => [l.name, l.quantity, l.unitPrice])).toEqual([
      ['Coca-Cola 2L', 20, '22.49'],
      ['Bread', 1, '18.00'],
    ]);
    expect(draftOrderTotal(readDraftOrder())).toBe('467.80');
  });

  it('clearing empties the draft', () => {
    addToDraftOrder(coke, 50);
    expect(readDraftOrder().lines[0]).toMatchObject({ unitPrice: '21.24', totalPrice: '1062.00' });
    addToDraftOrder(bread, 2);
    expect(readDraftOrder().lines).toHaveLength(2);
    clearDraftOrder();
    expect(readDraftOrder().lines).toEqual([]);
  });

  it('treats unreadable storage as an empty draft', () => {
    localStorage.setItem(DRAFT_ORDER_KEY, '{not json');
    expect(readDraftOrder().lines).toEqual([]);
    localStorage.setItem(DRAFT_ORDER_KEY, JSON.stringify({ lines: [{ productId: 1 }] }));
    expect(readDraftOrder().lines).toEqual([]);
  });

  it('caps a line at the stock and says so; adds nothing of a product out of stock', () => {
    const oil = { id: 'p3', name: 'Sunfoil Sunflower Oil 2L', price: '64.99', stock: 24 };
    expect(addToDraftOrder(oil, 1000)).toMatchObject({ limited: true, line: { quantity: 24 } });
    expect(addToDraftOrder(oil, 1)).toMatchObject({ limited: true, line: { quantity: 24 } });
    expect(readDraftOrder().lines).toEqual([expect.objectContaining({ quantity: 24 })]);
    const empty = { id: 'p4', name: 'Sugar 2kg', price: '24.99', stock: 0 };
    expect(addToDraftOrder(empty, 1)).toEqual({ line: null, limited: true });
    expect(readDraftOrder().lines.map((l) => l.productId)).toEqual(['p3']);
  });
});
