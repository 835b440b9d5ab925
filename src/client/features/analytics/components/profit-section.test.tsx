// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '@client/test/render-with-query';
import { profitFixture } from '@client/test/profit-fixtures';
import { stubFetch } from '@client/test/stub-fetch';
import { ProfitSection } from './profit-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (name: string, grossProfit: string, marginPercent: number) => ({
  productId: `6f1c2d0c-1c44-4c1e-9a52-4f3f1c2d0c${String(name.length).padStart(2, '0')}`,
  productName: name,
  unitsSold: 3,
  revenue: '100.00',
  costOfGoods: '50.00',
  grossProfit,
  marginPercent,
});

describe('ProfitSection', () => {
  it('shows the 30 days’ revenue, cost, profit and margin, and the products by profit', async () => {
    const calls = stubFetch(() =>
      Response.json(
        profitFixture({
          revenue: '1200.00',
          costOfGoods: '900.00',
          grossProfit: '300.00',
          marginPercent: 25,
          revenueWithoutCost: '55.00',
          products: [product('Bread brown', '120.00', 40), product('Sunfoil 2L', '-5.01', -7.7)],
        }),
      ),
    );
    renderWithQuery(<ProfitSection today="2026-11-27" />);
    expect((await screen.findByTestId('profit.gross')).textContent).toBe('R300.00');
    expect(screen.getByTestId('profit.revenue').textContent).toBe('R1 200.00');
    expect(screen.getByTestId('profit.cost').textContent).toBe('R900.00');
    expect(screen.getByTestId('profit.margin').textContent).toBe('25%');
    expect(screen.getByText(/R55.00 of sales had no known cost/)).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Most profit' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bread brown3 sold · 40% marginR120.00',
      'Sunfoil 2L3 sold · -7.7% margin-R5.01',
    ]);
    expect(calls[0]!.url).toBe('/api/analytics/profit?from=2026-10-29&to=2026-11-27');
  });

  it('says when no sale had a known cost', async () => {
    stubFetch(() =>
      Response.json(
        profitFixture({
          revenue: '0.00',
          costOfGoods: '0.00',
          grossProfit: '0.00',
          marginPercent: null,
          products: [],
        }),
      ),
    );
    renderWithQuery(<ProfitSection today="2026-11-27" />);
    expect(await screen.findByText('No sales with a known cost yet')).toBeTruthy();
    expect(screen.getByTestId('profit.margin').textContent).toBe('—');
  });
});
