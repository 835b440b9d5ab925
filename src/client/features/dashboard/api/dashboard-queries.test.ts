// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { saveSession } from '@client/lib/storage';
import { stubFetch, type FetchCall } from '@client/test/stub-fetch';
import { testUser } from '@client/test/test-user';

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

let calls: FetchCall[];
// Each test starts as a fresh page: no query cache loaded yet.
const freshPage = async () => {
  vi.resetModules();
  const queries = await import('./dashboard-queries');
  const { queryClient } = await import('@client/lib/query-client');
  return { ...queries, queryClient };
};

beforeEach(() => {
  localStorage.clear();
  saveSession('token-1', testUser({ role: 'merchant' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('prefetchDashboard', () => {
  it('sends the request before the query cache is there, once, and the cache keeps its answer', async () => {
    calls = stubFetch(() => Response.json(DASHBOARD));
    const { prefetchDashboard, dashboardKeys, queryClient } = await freshPage();
    const first = prefetchDashboard();
    const second = prefetchDashboard();
    expect(calls.map((c) => c.url)).toEqual(['/api/analytics/dashboard']);
    await Promise.all([first, second]);
    expect(queryClient.getQueryData(dashboardKeys.all)).toEqual(DASHBOARD);
    await prefetchDashboard();
    expect(calls).toHaveLength(1);
  });

  it('leaves a refusal to the cache, which asks again when the page reads it', async () => {
    calls = stubFetch(() => Response.json({ message: 'down' }, { status: 503 }));
    const { prefetchDashboard, dashboardKeys, queryClient } = await freshPage();
    await prefetchDashboard();
    expect(queryClient.getQueryState(dashboardKeys.all)?.status).toBe('error');
    await prefetchDashboard();
    expect(calls).toHaveLength(2);
  });
});
