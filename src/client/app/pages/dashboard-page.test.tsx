// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard, TodayFigures } from '@shared/dashboard/dashboard.schemas';
import { DEFAULT_PERMISSIONS } from '@shared/shop-staff/permissions';
import { saveSession } from '@client/lib/storage';
import { clearStaffSession, saveStaffSession } from '@client/lib/till-user';
import { renderWithQuery } from '@client/test/render-with-query';
import { stubFetch } from '@client/test/stub-fetch';
import { testUser } from '@client/test/test-user';
import DashboardPage from './dashboard-page';

const DASHBOARD: Dashboard = {
  totalOrders: 31,
  ordersToday: 3,
  revenue: 'R9 120.00',
  revenueAmount: '9120.00',
  revenueToday: '415.50',
  activeProducts: 12,
  lowStock: 2,
  recentOrders: [],
  offlineBelowPrice: { sales: 0, amount: '0.00' },
};
const TODAY: TodayFigures = { revenueToday: '415.50', ordersToday: 3, salesToday: 5 };

beforeEach(() => {
  localStorage.clear();
  saveSession('owner-token', testUser());
  stubFetch(({ url }) => Response.json(url.startsWith('/api/analytics/today') ? TODAY : DASHBOARD));
});
afterEach(() => {
  cleanup();
  clearStaffSession();
  vi.unstubAllGlobals();
});

describe('the dashboard in a staff session', () => {
  it('shows a manager only the day’s figures', async () => {
    saveStaffSession({
      token: 'staff-token',
      staff: {
        id: '00000000-0000-4000-8000-0000000000a1',
        name: 'Sipho',
        role: 'manager',
        permissions: [...DEFAULT_PERMISSIONS.manager],
      },
    });
    renderWithQuery(<DashboardPage />);
    expect((await screen.findByTestId('tile-Takings today')).textContent).toBe('R415.50');
    expect(screen.getByTestId('tile-Orders today').textContent).toBe('3');
    for (const owners of ['Revenue', 'Total Orders', 'Low Stock', 'R9 120.00'])
      expect(screen.queryByText(owners)).toBeNull();
  });

  it('shows the owner the whole dashboard', async () => {
    renderWithQuery(<DashboardPage />);
    expect(await screen.findByText('R9 120.00')).toBeTruthy();
    for (const owners of ['Revenue', 'Total Orders', 'Low Stock'])
      expect(screen.getByText(owners)).toBeTruthy();
    expect(screen.queryByTestId('tile-Takings today')).toBeNull();
  });
});
