import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { apiRequest } from '@client/lib/api';

const DASHBOARD_PATH = '/api/analytics/dashboard';

export const dashboardKeys = { all: [DASHBOARD_PATH] as const };

/**
 * Today's figures, the month's, stock counts and the latest orders, computed by the server. Apart
 * from the hook, so the app can start the request while the dashboard's files still load.
 */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: () => apiRequest<Dashboard>('GET', DASHBOARD_PATH),
  });
