// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SmartDashboard } from '@shared/analytics/smart-dashboard.schemas';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import AnalyticsPage from './analytics-page';

const day = (date: string, takings = '0.00', sales = 0) => ({ date, takings, sales });
const OWN: SmartDashboard = {
  hasSales: true,
  todayVsYesterday: { today: '57.50', yesterday: '0.00', change: null, discountsToday: '4.20' },
  topSellingItems: [],
  repeatCustomers: 1,
  totalCustomers: 1,
  loyaltyRate: 100,
  weeklyTrend: [
    day('2026-03-04'),
    day('2026-03-05'),
    day('2026-03-06'),
    day('2026-03-07'),
    day('2026-03-08'),
    day('2026-03-09'),
    day('2026-03-10', '57.50', 2),
  ],
  productPerformance: [],
  stockAlerts: [],
  suggestions: [],
};
const LOYALTY = { activeCards: 1, totalCashback: '10.00', totalStamps: 2, rewardsRedeemed: 1 };

function serve(dashboard: SmartDashboard | null) {
  stubFetch(({ url }) => {
    if (url === '/api/analytics/loyalty') return Response.json(LOYALTY);
    if (dashboard === null) return Response.json({ error: { code: 'INTERNAL' } }, { status: 500 });
    return Response.json(dashboard);
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Smart Analytics page', () => {
  it('shows a shop without sales the sample, labelled, and asks for a first sale', async () => {
    serve({ ...OWN, hasSales: false });
    renderWithQuery(<AnalyticsPage />);
    expect(await screen.findByText('These are example figures, not your shop’s.')).toBeTruthy();
    expect(screen.getAllByText('Sample', { exact: true }).length).toBeGreaterThan(5);
    expect(screen.getByText('R2 210.30')).toBeTruthy();
    expect(screen.getByText('R340.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ring up a first sale' }).getAttribute('href')).toBe(
      '/pos',
    );
  });

  it('shows the shop its own figures, with the week as a chart or a table', async () => {
    serve(OWN);
    renderWithQuery(<AnalyticsPage />);
    expect((await screen.findByTestId('takings-today')).textContent).toBe('R57.50');
    expect(screen.queryByText('Sample', { exact: true })).toBeNull();
    expect(screen.getByText('No sales yesterday')).toBeTruthy();
    expect(screen.getByTestId('discounts-today').textContent).toBe('Discounts given today: R4.20');
    expect(await screen.findByText('R10.00')).toBeTruthy();
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Takings for the last 7 days. Highest: Tue 10: R57.50, 2 sales.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('cell', { name: 'R57.50' })).toBeTruthy();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    serve(null);
    renderWithQuery(<AnalyticsPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Sample', { exact: true })).toBeNull();
  });
});
