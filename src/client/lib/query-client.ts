import { QueryClient } from '@tanstack/react-query';

/**
 * No retries, no refetch on focus or interval, data never stale (docs/product.md "Calls"). There is no
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
