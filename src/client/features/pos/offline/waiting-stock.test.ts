import { describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@shared/catalog/catalog.schemas';
import type { CreatePosSale } from '@shared/pos/pos.schemas';
import { lessWaiting, waitingQuantities } from './waiting-stock';

const sale = (...items: [string, number][]): { body: CreatePosSale } => ({
  body: {
    customerId: null,
    items: items.map(([productId, quantity]) => ({
      productId,
      quantity,
      unitPrice: '1.00',
      subtotal: `${quantity}.00`,
    })),
    subtotal: '0.00',
    tax: '0.00',
    total: '0.00',
    paymentMethod: 'cash',
    status: 'completed',
  },
});
const product = (id: string, stock: number) => ({ id, name: id, stock }) as Product;
const list = (...items: Product[]): ProductListResponse => ({
  items,
  total: items.length + 10,
  page: 1,
  pageSize: 48,
});

describe('the counts the till shows while sales wait to sync', () => {
  it('adds up what every waiting sale took of each product', () => {
    const taken = waitingQuantities([sale(['bread', 1], ['eggs', 2]), sale(['bread', 3])]);
    expect(Object.fromEntries(taken)).toEqual({ bread: 4, eggs: 2 });
    expect(waitingQuantities([]).size).toBe(0);
  });

  it('takes them off the stock shown, and leaves out a product none is left of', () => {
    const shown = lessWaiting(
      list(product('bread', 30), product('eggs', 2), product('milk', 5)),
      new Map([
        ['bread', 2],
        ['eggs', 2],
      ]),
    );
    expect(shown.items.map((p) => [p.id, p.stock])).toEqual([
      ['bread', 28],
      ['milk', 5],
    ]);
    expect(shown.total).toBe(12);
  });

  it('shows the list as it is when nothing waits', () => {
    const same = list(product('bread', 30));
    expect(lessWaiting(same, new Map())).toBe(same);
  });
});
