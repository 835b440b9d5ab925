// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';
import { renderWithQuery } from '@client/test/render-with-query';
import { profitFixture } from '@client/test/profit-fixtures';
import { stubFetch } from '@client/test/stub-fetch';
import ProfitTile from './profit-tile';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfitTile', () => {
  it('shows gross profit and margin today and over the last 7 days, from the profit endpoint', async () => {
    const today = johannesburgDate(new Date());
    const calls = stubFetch((call) =>
      Response.json(
        call.url.includes(`from=${today}`)
          ? profitFixture()
          : profitFixture({
              grossProfit: '84.50',
              marginPercent: 22.5,
              revenueWithoutCost: '40.00',
            }),
      ),
    );
    renderWithQuery(<ProfitTile />);
    const day = await screen.findByTestId('profit-today');
    expect(await within(day).findByText('R12.00')).toBeTruthy();
    expect(within(day).getByText('40.0% margin')).toBeTruthy();
    const week = screen.getByTestId('profit-week');
    expect(await within(week).findByText('R84.50')).toBeTruthy();
    expect(within(week).getByText('22.5% margin')).toBeTruthy();
    expect(screen.getByTestId('profit-without-cost').textContent).toContain('R40.00');
    const urls = calls.map((call) => call.url);
    expect(urls).toContain(`/api/analytics/profit?from=${today}&to=${today}`);
    expect(urls).toContain(`/api/analytics/profit?from=${addDays(today, -6)}&to=${today}`);
  });

  it('says so when nothing with a cost was sold, and when the figures cannot load', async () => {
    stubFetch(() => Response.json(profitFixture({ grossProfit: '0.00', marginPercent: null })));
    renderWithQuery(<ProfitTile />);
    expect((await screen.findAllByText('No sales with a cost')).length).toBe(2);
    cleanup();
    vi.unstubAllGlobals();
    stubFetch(() => Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }));
    renderWithQuery(<ProfitTile />);
    expect(await screen.findByText('The profit could not be loaded')).toBeTruthy();
  });
});
