import { QueryClient } from '@tanstack/react-query';

/**
 * No retries, no refetch on focus or interval, data never stale (spec section 7). There is no
 * default query function: every query names its own, in its feature's `xxxQueryOptions`.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});

/**
 * Every query key starts with the API path it reads ('/api/products', then its parameters), so
 * a write refreshes the areas it changes by their paths, including areas of other features.
 */
export const invalidateApiPaths = (client: QueryClient, paths: readonly string[]) =>
  client.invalidateQueries({
    predicate: ({ queryKey: [first] }) =>
      typeof first === 'string' && paths.some((path) => first.startsWith(path)),
  });
