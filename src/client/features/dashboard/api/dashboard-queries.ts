import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyOf, request } from '@client/api/endpoint';
import { getDashboard } from './dashboard-endpoints';

export const dashboardKeys = { all: keyOf(getDashboard) };

/** Apart from the page, so the app can start the request while the dashboard's files still load. */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: () => request(getDashboard, {}) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
