import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key starts with the API path it reads ('/api/products', then its parameters), so
 * a write refreshes the areas it changes by their paths, including areas of other features.
 */
export const invalidateApiPaths = (client: QueryClient, paths: readonly string[]) =>
  client.invalidateQueries({
    predicate: ({ queryKey: [first] }) =>
      typeof first === 'string' && paths.some((path) => first.startsWith(path)),
  });
