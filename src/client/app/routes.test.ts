// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/auth/auth.schemas';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import type { TillKeys } from '@shared/shop-staff/shop-staff.schemas';
import { productKeys } from '@client/api/products-queries';
import { dashboardKeys } from '@client/features/dashboard/api/dashboard-queries';
import { tillProductQuery } from '@client/features/pos/api/till-query';
import { queryClient } from '@client/lib/query-client';
import { saveSession } from '@client/lib/storage';
import { clearStaffSession, saveStaffSession } from '@client/lib/till-user';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { testUser } from '@client/test/test-user';
import { preloadPageOf } from './routes';

const DASHBOARD: Dashboard = {
  totalOrders: 3,
  ordersToday: 1,
  revenue: 'R120.00',
  revenueAmount: '120.00',
  revenueToday: '40.00',
  activeProducts: 12,
  lowStock: 0,
  recentOrders: [],
  offlineBelowPrice: { sales: 0, amount: '0.00' },
};
const TILL_KEYS: TillKeys = { keys: [], tillLockSeconds: 120 };
const user = (role: User['role']) => testUser({ role, name: 'Thandi', phone: '+27820001111' });

let calls: FetchCall[];
const dashboardCalls = () => calls.filter((c) => c.url === '/api/analytics/dashboard');

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  calls = stubFetch(() => Response.json(DASHBOARD));
});
afterEach(() => {
  clearStaffSession();
  vi.unstubAllGlobals();
});

describe('preloadPageOf', () => {
  it('starts the dashboard figures with its files when a merchant is signed in', async () => {
    saveSession('token-1', user('merchant'));
    const loading = preloadPageOf('/dashboard');
    expect(dashboardCalls()).toEqual([
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ authorization: 'Bearer token-1' }),
      }),
    ]);
    await loading;
    await vi.waitFor(() => expect(queryClient.getQueryData(dashboardKeys.all)).toEqual(DASHBOARD));
  });

  it('starts them on / too, once', async () => {
    saveSession('token-1', user('merchant'));
    await Promise.all([preloadPageOf('/'), preloadPageOf('/')]);
    expect(dashboardCalls()).toHaveLength(1);
  });

  it('asks nothing without a session, or for a session the guard would turn away', async () => {
    await preloadPageOf('/dashboard');
    saveSession('token-2', user('admin'));
    await preloadPageOf('/dashboard');
    expect(dashboardCalls()).toEqual([]);
  });

  it('asks nothing for pages without a first request', async () => {
    saveSession('token-1', user('merchant'));
    await preloadPageOf('/merchant/login');
    await preloadPageOf('/analytics');
    expect(dashboardCalls()).toEqual([]);
  });

  it('asks nothing for a staff member the page is not for (a cashier has no day figures)', async () => {
    saveSession('token-1', user('merchant'));
    const staff = { id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Lerato', role: 'cashier' };
    saveStaffSession({
      token: 'staff-1',
      staff: { ...staff, role: 'cashier', permissions: ['sell'] },
    });
    await preloadPageOf('/dashboard');
    expect(dashboardCalls()).toEqual([]);
    saveStaffSession({
      token: 'staff-1',
      staff: { ...staff, role: 'manager', permissions: ['sell', 'day_figures'] },
    });
    await preloadPageOf('/dashboard');
    expect(dashboardCalls()).toHaveLength(1);
  });

  it("starts the till's first products with its files, and the till reads them from the cache", async () => {
    calls = stubFetch((call) =>
      call.url.startsWith('/api/products?')
        ? Response.json({ items: [], total: 0, page: 1, pageSize: 48 })
        : call.url === '/api/shop-staff/till-keys'
          ? Response.json(TILL_KEYS)
          : Response.json(DASHBOARD),
    );
    saveSession('token-1', user('merchant'));
    const loading = preloadPageOf('/pos');
    const tillCalls = () => calls.filter((c) => c.url.startsWith('/api/products?'));
    expect(tillCalls()).toHaveLength(1);
    const asked = new URLSearchParams(tillCalls()[0]!.url.split('?')[1]);
    expect([asked.get('status'), asked.get('stockStatus'), asked.get('pageSize')]).toEqual([
      'active',
      'available',
      '48',
    ]);
    expect(tillCalls()[0]!.headers).toMatchObject({ authorization: 'Bearer token-1' });
    await loading;
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(productKeys.list(tillProductQuery('')))).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 48,
      }),
    );
    expect(tillCalls()).toHaveLength(1);
    // Who may serve, asked beside them: the till's header knows at once whether "Switch user" shows.
    expect(calls.filter((c) => c.url === '/api/shop-staff/till-keys')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['/api/shop-staff/till-keys'])).toEqual(TILL_KEYS),
    );
    expect(JSON.parse(localStorage.getItem(`kasitrade_till_keys_${user('merchant').id}`)!)).toEqual(
      TILL_KEYS,
    );
  });
});
