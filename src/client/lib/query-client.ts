import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** No retries, no refetch on focus or interval, data never stale (spec section 7). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
