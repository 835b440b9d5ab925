import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A page's first request, started at once. The query cache comes with the signed-in frame (the
 * sign-in pages do not carry it), so the request is sent before the cache is there and handed to
 * it on arrival; once it is there, the cache asks (and answers a second ask from what it holds).
 * `options` gives the query's options, with `early` (the answer already on its way) to use in
 * place of its own request when given.
 */
export function earlyPrefetch<T, Key extends QueryKey>(
  send: () => Promise<T>,
  options: (
    early?: Promise<T>,
  ) => FetchQueryOptions<T, Error, T, Key> | Promise<FetchQueryOptions<T, Error, T, Key>>,
): () => Promise<unknown> {
  let cache: QueryClient | undefined;
  let pending: Promise<unknown> | undefined;
  return () => {
    if (cache) {
      const client = cache;
      return Promise.resolve(options()).then((query) => client.prefetchQuery(query));
    }
    if (pending) return pending;
    const answer = send();
    answer.catch(() => {}); // The cache reports a refusal; no unhandled rejection before it is there.
    pending = Promise.all([import('@client/lib/query-client'), options(answer)]).then(
      ([{ queryClient }, query]) => {
        cache = queryClient;
        pending = undefined;
        return queryClient.prefetchQuery(query);
      },
    );
    return pending;
  };
}
