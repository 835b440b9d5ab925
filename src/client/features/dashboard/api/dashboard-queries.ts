import { queryOptions } from '@tanstack/react-query';
import { keyOf, request } from '@client/api/endpoint';
import { earlyPrefetch } from '@client/lib/early-query';
import { getDashboard } from './dashboard-endpoints';

export const dashboardKeys = { all: keyOf(getDashboard) };

/**
 * Apart from the page, so the app can start the request while the dashboard's files still load.
 * No hook here: the app's entry imports this file, and `useQuery` would pull the query observer
 * into every first load (the sign-in page's included); the view calls `useQuery` itself.
 */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: () => request(getDashboard, {}) });

/** Starts the dashboard's figures at once (see earlyPrefetch). */
export const prefetchDashboard = earlyPrefetch(
  () => request(getDashboard, {}),
  (early) => ({ ...dashboardQueryOptions(), ...(early ? { queryFn: () => early } : {}) }),
);
