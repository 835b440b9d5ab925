import { whenIdle } from './when-idle';

/** Long enough after the load event for a lazily loaded page's own chunks to have arrived. */
const SETTLE_MS = 3000;

/**
 * Runs work that is not needed for the first screen (the notification region, the service
 * worker) once the page has loaded, settled and the browser is idle, so it never competes with
 * the page's own files. Returns a cancel function.
 */
export function whenSettled(work: () => void): () => void {
  let cancel = () => {};
  const afterLoad = () => {
    const settled = setTimeout(() => {
      cancel = whenIdle(work, 2000);
    }, SETTLE_MS);
    cancel = () => clearTimeout(settled);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancel();
  };
}
