import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

export type LazyPart<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A part of a screen kept out of the screen's first load: fetched when it first renders, or
 * ahead of that by preload() (see usePreloadAfterPaint). Until it is there it shows `fallback`
 * (nothing unless given); it then stays mounted as it is (its state kept) however often the
 * screen renders again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed fetch (no network yet) is tried again by the next preload.
      loading = undefined;
      throw error;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Part = (props: P) => (
    <Suspense fallback={fallback(props)}>
      <Lazy {...props} />
    </Suspense>
  );
  return Object.assign(Part, { preload });
}

/** How long after the first paint the parts a screen soon needs start loading, at the latest. */
const AFTER_PAINT_MS = 500;

/**
 * Fetches what a screen will soon need once its first paint is done: at the browser's next idle
 * moment (or half a second later at the latest), so it never competes with the first screen.
 */
export function usePreloadAfterPaint(...preloads: (() => Promise<unknown>)[]) {
  useEffect(() => {
    const run = () => {
      for (const preload of preloads) preload().catch(() => {});
    };
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(run, 0);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(run, { timeout: AFTER_PAINT_MS });
    return () => window.cancelIdleCallback(id);
    // The parts are module constants: once per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
