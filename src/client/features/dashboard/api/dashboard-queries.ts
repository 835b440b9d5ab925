import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keyOf, request } from '@client/api/endpoint';
import { getDashboard } from './dashboard-endpoints';

export const dashboardKeys = { all: keyOf(getDashboard) };

/**
 * Apart from the page, so the app can start the request while the dashboard's files still load.
 * No hook here: the app's entry imports this file, and `useQuery` would pull the query observer
 * into every first load (the sign-in page's included); the view calls `useQuery` itself.
 */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: () => request(getDashboard, {}) });

let cache: QueryClient | undefined;
let early: Promise<unknown> | undefined;

/**
 * Starts the dashboard's figures at once. The query cache comes with the signed-in frame (the
 * sign-in pages do not carry it), so the first request is sent before it is there and handed to
 * it on arrival; once it is there, the cache asks (and answers a second ask from what it holds).
 */
export function prefetchDashboard(): Promise<unknown> {
  if (cache) return cache.prefetchQuery(dashboardQueryOptions());
  if (early) return early;
  const answer = request(getDashboard, {});
  answer.catch(() => {}); // The cache reports a refusal; no unhandled rejection before it is there.
  early = import('@client/lib/query-client').then(({ queryClient }) => {
    cache = queryClient;
    early = undefined;
    return queryClient.prefetchQuery({ ...dashboardQueryOptions(), queryFn: () => answer });
  });
  return early;
}
