import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@client/i18n/i18n';
import { ApiError } from '@client/lib/api';
import { checkoutFailure } from './checkout-failure';

const apiError = (status: number, error: unknown) =>
  new ApiError(status, JSON.stringify({ error }), 'x');

afterEach(() => activateLanguage('en'));

describe('checkout failures', () => {
  it('reads stale prices and short stock from a 409', () => {
    const prices = checkoutFailure(
      apiError(409, {
        code: 'CONFLICT',
        message: 'Prices have changed',
        details: {
          reason: 'PRICE_CHANGED',
          products: [],
          subtotal: '1.00',
          tax: '0.15',
          total: '1.15',
        },
      }),
    );
    expect(prices.kind).toBe('prices');
    const stock = checkoutFailure(
      apiError(409, {
        code: 'CONFLICT',
        message: 'Not enough stock for Bread',
        details: {
          reason: 'INSUFFICIENT_STOCK',
          products: [{ productId: 'p', name: 'Bread', available: 1 }],
        },
      }),
    );
    expect(stock).toMatchObject({ kind: 'stock', message: 'Not enough stock for Bread' });
  });

  it("says a credit or wallet refusal in the server's words; a lost answer invites a retry", () => {
    const refusal = checkoutFailure(
      apiError(422, {
        code: 'RULE_VIOLATION',
        message: 'Credit limit exceeded: R20.00 available',
        details: { reason: 'CREDIT_LIMIT_EXCEEDED' },
      }),
    );
    expect(refusal).toEqual({ kind: 'other', message: 'Credit limit exceeded: R20.00 available' });
    expect(checkoutFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'other',
      message: 'No answer from the server. Tap Checkout again: the sale is never charged twice.',
    });
  });

  it('says its own words in the active language', async () => {
    await activateLanguage('zu');
    expect(checkoutFailure(new TypeError('Failed to fetch')).message).toBe(
      'Iseva ayiphendulanga. Cindezela u-Khokhisa futhi: ukuthengisa akukhokhiswa kabili.',
    );
    expect(checkoutFailure(new ApiError(500, '', 'x')).message).toBe('Ukuthengisa kwehlulekile');
  });
});
