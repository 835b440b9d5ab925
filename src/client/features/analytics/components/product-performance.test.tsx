// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductPerformance as Row } from '@shared/analytics/smart-dashboard.schemas';
import { ProductPerformance } from './product-performance';

const row = (name: string, stock: number, daysOfStockLeft: number): Row => ({
  productId: crypto.randomUUID(),
  name,
  units: 10,
  takings: '100.00',
  share: 10,
  stock,
  daysOfStockLeft,
});

afterEach(cleanup);

describe('Product performance', () => {
  it('says how long the stock lasts in words a person would use', () => {
    render(
      <ProductPerformance
        sample={false}
        rows={[row('Bread', 0, 0), row('Milk', 1, 0.4), row('Sugar', 2, 1.4), row('Rice', 9, 6.6)]}
      />,
    );
    expect(screen.getByText(/sold out/)).toBeTruthy();
    expect(screen.getByText(/less than a day of stock/)).toBeTruthy();
    expect(screen.getByText(/\b1 day of stock/)).toBeTruthy();
    expect(screen.getByText(/7 days of stock/)).toBeTruthy();
    expect(screen.queryByText(/1 days/)).toBeNull();
  });
});
