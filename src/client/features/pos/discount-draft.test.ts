import { describe, expect, it } from 'vitest';
import { CreatePosSaleSchema } from '@shared/pos/pos.schemas';
import { addProduct, cartTotals, salePayload, setLineDiscount, type Cart } from './cart';
import { readDiscount } from './discount-draft';

const milk = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Milk 1L',
  price: '24.99',
  stock: 10,
};
const bread = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Bread',
  price: '17.99',
  stock: 5,
};

describe('a discount typed at the till', () => {
  it('reads rand off and a percent, and nothing for an empty box or 0', () => {
    expect(readDiscount({ kind: 'amount', text: ' 2 ' }, 4998)).toEqual({
      discount: { kind: 'amount', amount: 200 },
      problem: null,
    });
    expect(readDiscount({ kind: 'percent', text: '12.5' }, 4998)).toEqual({
      discount: { kind: 'percent', percent: 12.5 },
      problem: null,
    });
    expect(readDiscount({ kind: 'amount', text: '' }, 4998).discount).toBeNull();
    expect(readDiscount({ kind: 'percent', text: '0' }, 4998)).toEqual({
      discount: null,
      problem: null,
    });
    expect(readDiscount(null, 4998)).toEqual({ discount: null, problem: null });
  });

  it('names what cannot be given: not a number, a percent past 100, rand off past the amount', () => {
    for (const text of ['abc', '-1', '2.345']) {
      expect(readDiscount({ kind: 'amount', text }, 4998).problem).toBe('invalid');
    }
    for (const text of ['101', '-5', '10.123', '1e2']) {
      expect(readDiscount({ kind: 'percent', text }, 4998).problem).toBe('invalid');
    }
    expect(readDiscount({ kind: 'amount', text: '49.99' }, 4998).problem).toBe('tooLarge');
    expect(readDiscount({ kind: 'amount', text: '49.98' }, 4998).problem).toBeNull();
  });

  it('prices the cart with them and sends a payload the server schema takes', () => {
    let cart: Cart = addProduct(addProduct([], milk).cart, milk).cart;
    cart = addProduct(cart, bread).cart;
    cart = setLineDiscount(cart, milk.id, { kind: 'amount', text: '2' });
    const sale = { kind: 'percent' as const, text: '5' };
    const totals = cartTotals(cart, 15, sale);
    expect(totals).toMatchObject({
      subtotal: 6597,
      discount: 330, // 5% of 65.97 = 3.2985
      tax: 940, // 15% of 62.67 = 9.4005
      total: 6267 + 940,
      discountTotal: 530,
      blocked: false,
    });
    const choice = {
      customerId: null,
      paymentMethod: 'cash' as const,
      instalments: 1 as const,
      cashTendered: null,
    };
    const body = salePayload(cart, choice, 15, sale);
    expect(body.items[0]).toMatchObject({
      subtotal: '47.98',
      discount: { kind: 'amount', amount: '2.00' },
    });
    expect(body.items[1]).not.toHaveProperty('discount');
    expect(body).toMatchObject({ discount: { kind: 'percent', percent: 5 }, total: '72.07' });
    expect(CreatePosSaleSchema.safeParse(body).success).toBe(true);
  });

  it('holds checkout while a discount cannot be given, and prices as if it were not there', () => {
    const cart = setLineDiscount(addProduct([], bread).cart, bread.id, {
      kind: 'amount',
      text: '20',
    });
    const totals = cartTotals(cart, 15, { kind: 'percent', text: 'ten' });
    expect(totals.blocked).toBe(true);
    expect(totals.problems.lines.get(bread.id)).toBe('tooLarge');
    expect(totals.problems.sale).toBe('invalid');
    expect(totals).toMatchObject({ subtotal: 1799, discount: 0, total: 1799 + 270 });
  });
});
