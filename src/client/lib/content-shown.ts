import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/** How long what waits for a screen's main content waits, at the most, once something waits. */
const CONTENT_WAIT_MS = 3000;
/** How long after the content shows the waiting starts to load, at the latest (else at idle). */
const AFTER_CONTENT_MS = 500;

let show = () => {};
const shown = new Promise<void>((resolve) => (show = resolve));
let waiting = false;

/**
 * Resolves once the screen's main content is on screen (see useContentShown) and the browser is
 * idle, or CONTENT_WAIT_MS after the first caller began to wait, whichever is first: a screen
 * whose content never comes (no network, an error) still gets what waited. On a slow line the
 * files and requests that wait (a screen's later parts, a background refresh) then never compete
 * with what the user came for.
 */
export function whenContentShown(): Promise<void> {
  if (!waiting) {
    waiting = true;
    setTimeout(show, CONTENT_WAIT_MS);
  }
  return shown;
}

/**
 * Called by the part of a screen that shows what the user came for (the till's products), with
 * whether it is on screen yet. Once shown, it stays so for the visit.
 */
export function useContentShown(isShown: boolean) {
  useEffect(() => (isShown ? whenIdle(show, AFTER_CONTENT_MS) : undefined), [isShown]);
}
