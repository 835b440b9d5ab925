import { describe, expect, it } from 'vitest';
import { withQuery } from './with-query';

describe('withQuery', () => {
  it('keeps the given order and leaves out empty values and the "all" filter', () => {
    expect(
      withQuery('/api/orders', {
        status: 'all',
        search: 'milk & bread',
        page: 2,
        pageSize: 10,
        customerId: undefined,
        brandId: '',
        active: null,
      }),
    ).toBe('/api/orders?search=milk+%26+bread&page=2&pageSize=10');
  });

  it('answers the bare path when nothing is left', () => {
    expect(withQuery('/api/products', { status: 'all', search: '' })).toBe('/api/products');
  });
});
