import { describe, expect, it } from 'vitest';
import {
  addProduct,
  applyAvailableStock,
  applyCurrentPrices,
  cartTotals,
  keyForAttempt,
  salePayload,
  setQuantity,
  type Cart,
} from './cart';

const bread = { id: 'p-bread', name: 'Bread', price: '17.99', stock: 2 };
const milk = { id: 'p-milk', name: 'Milk 1L', price: '24.99', stock: 10 };

describe('till cart', () => {
  it('adds a unit per tap and stops at the stock, flagging the limit', () => {
    let cart: Cart = [];
    cart = addProduct(cart, bread).cart;
    cart = addProduct(cart, bread).cart;
    expect(cart).toEqual([
      { productId: 'p-bread', name: 'Bread', unitPrice: 1799, quantity: 2, stock: 2 },
    ]);
    const third = addProduct(cart, bread);
    expect(third.limited).toBe(true);
    expect(third.cart[0]!.quantity).toBe(2);
  });

  it('reduces a quantity above stock to the stock; 0 or below removes the line', () => {
    const cart = addProduct(addProduct([], bread).cart, milk).cart;
    expect(setQuantity(cart, 'p-milk', 15)).toMatchObject({
      limited: true,
      cart: [{ quantity: 1 }, { quantity: 10 }],
    });
    expect(setQuantity(cart, 'p-bread', 0).cart.map((l) => l.productId)).toEqual(['p-milk']);
    expect(setQuantity(cart, 'p-bread', -3).cart).toHaveLength(1);
  });

  it('totals with VAT 15% half up, from the shared pricing', () => {
    let cart = addProduct(addProduct([], bread).cart, milk).cart;
    cart = setQuantity(cart, 'p-bread', 2).cart;
    // 2 x 17.99 + 24.99 = 60.97; VAT 9.1455 -> 9.15; total 70.12
    expect(cartTotals(cart, 15)).toMatchObject({ subtotal: 6097, tax: 915, total: 7012 });
  });

  it('adds no VAT for a shop that is not VAT registered', () => {
    const cart = setQuantity(addProduct([], bread).cart, 'p-bread', 2).cart;
    expect(cartTotals(cart, 0)).toMatchObject({ subtotal: 3598, tax: 0, total: 3598 });
    expect(
      salePayload(
        cart,
        { customerId: null, paymentMethod: 'cash', instalments: 1, cashTendered: null },
        0,
      ),
    ).toMatchObject({ subtotal: '35.98', tax: '0.00', total: '35.98' });
  });

  it('builds the spec payload: credit sends its instalments, cash its tendered amount', () => {
    const cart = addProduct([], milk).cart;
    const credit = salePayload(
      cart,
      {
        customerId: 'c1',
        paymentMethod: 'credit',
        instalments: 3,
        cashTendered: 5000,
      },
      15,
    );
    expect(credit).toEqual({
      customerId: 'c1',
      items: [{ productId: 'p-milk', quantity: 1, unitPrice: '24.99', subtotal: '24.99' }],
      subtotal: '24.99',
      tax: '3.75',
      total: '28.74',
      paymentMethod: 'credit',
      status: 'completed',
      instalments: 3,
    });
    const cash = salePayload(
      cart,
      {
        customerId: null,
        paymentMethod: 'cash',
        instalments: 1,
        cashTendered: 5000,
      },
      15,
    );
    expect(cash).toMatchObject({ customerId: null, cashTendered: '50.00' });
    expect(cash).not.toHaveProperty('instalments');
  });

  it('takes the current prices from a 409 and drops lines to the stock left', () => {
    const cart = addProduct(addProduct([], bread).cart, milk).cart;
    const repriced = applyCurrentPrices(cart, {
      reason: 'PRICE_CHANGED',
      products: [{ productId: 'p-milk', name: 'Milk 1L', unitPrice: '26.50' }],
      subtotal: '44.49',
      tax: '6.67',
      total: '51.16',
    });
    expect(repriced.map((l) => l.unitPrice)).toEqual([1799, 2650]);
    const short = applyAvailableStock(setQuantity(cart, 'p-milk', 5).cart, [
      { productId: 'p-milk', available: 3 },
      { productId: 'p-bread', available: 0 },
    ]);
    expect(short).toEqual([
      expect.objectContaining({ productId: 'p-milk', quantity: 3, stock: 3 }),
    ]);
  });

  it('keeps one Idempotency-Key while the same sale is retried; a changed sale gets a new one', () => {
    let n = 0;
    const next = () => `key-${++n}`;
    const first = keyForAttempt(null, '{"a":1}', next);
    expect(keyForAttempt(first, '{"a":1}', next).key).toBe('key-1');
    expect(keyForAttempt(first, '{"a":2}', next).key).toBe('key-2');
  });
});

describe('a pesticide in the cart', () => {
  it('keeps its registration on the line, for the line’s warning', () => {
    const doom = { id: 'doom', name: 'Doom', price: '45.00', stock: 3 };
    const { cart } = addProduct([], { ...doom, pesticideRegistration: 'L1234' });
    expect(cart[0]).toMatchObject({ productId: 'doom', pesticideRegistration: 'L1234' });
    expect(addProduct([], doom).cart[0]).not.toHaveProperty('pesticideRegistration');
  });
});
