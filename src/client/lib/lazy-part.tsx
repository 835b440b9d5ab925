import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { whenContentShown } from './content-shown';

export type LazyPart<P> = ComponentType<P> & { preload(): Promise<unknown> };

/** A part's file could not be fetched (no network, and the service worker does not hold it). */
class PartNotLoaded extends Error {}

/** How long a part that could not load waits before trying again, unless the network returns. */
const RETRY_MS = 10_000;

/**
 * Shows a part's fallback while its file cannot be fetched, so the rest of the screen (the till
 * and its sale) goes on; tries again when the network returns or RETRY_MS later. Any other error
 * goes on up as before.
 */
class PartBoundary extends Component<
  { fallback: ReactNode; onRetry: () => void; part: () => ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };
  private stop = () => {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch() {
    const retry = () => {
      this.stop();
      this.props.onRetry();
      this.setState({ error: null });
    };
    const timer = setTimeout(retry, RETRY_MS);
    window.addEventListener('online', retry);
    this.stop = () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }

  override componentWillUnmount() {
    this.stop();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.part();
    if (error instanceof PartNotLoaded) return this.props.fallback;
    throw error;
  }
}

/**
 * A part of a screen kept out of the screen's first load: fetched when it first renders, or
 * ahead of that by preload() (see usePreloadAfterContent). Until it is there it shows `fallback`
 * (nothing unless given); it then stays mounted as it is (its state kept) however often the
 * screen renders again. A file that cannot be fetched leaves the fallback in its place (see
 * PartBoundary), never the screen broken.
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
      throw new PartNotLoaded(String(error), { cause: error });
    }));
  // React keeps a lazy component's failure: a new one tries again.
  const makeLazy = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = makeLazy();
  const Part = (props: P) => (
    <PartBoundary
      fallback={fallback(props)}
      onRetry={() => (Lazy = makeLazy())}
      // Rendered afresh on each try: a retry renders the new lazy component.
      part={() => (
        <Suspense fallback={fallback(props)}>
          <Lazy {...props} />
        </Suspense>
      )}
    />
  );
  return Object.assign(Part, { preload });
}

/**
 * A lazy part whose file is not fetched before the screen's main content shows
 * (content-shown.ts): on a slow line it never holds that content back.
 */
export const lazyPartAfterContent = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: (props: P) => ReactNode,
) => lazyPart(() => whenContentShown().then(load), fallback);

/**
 * Fetches what a screen will soon need once its main content is on screen (see content-shown.ts),
 * so it never competes with what the user came for.
 */
export function usePreloadAfterContent(...preloads: (() => Promise<unknown>)[]) {
  useEffect(
    () => {
      let cancelled = false;
      void whenContentShown().then(() => {
        if (cancelled) return;
        for (const preload of preloads) preload().catch(() => {});
      });
      return () => {
        cancelled = true;
      };
    },
    // The parts are module constants: once per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
