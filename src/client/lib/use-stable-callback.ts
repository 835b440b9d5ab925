import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that calls the latest `fn` given: a memoised child
 * handed it renders again only when its own data changes (the till's tiles, cart lines and lists
 * on a tap). Not for use while rendering, only in events and effects.
 */
export function useStableCallback<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
