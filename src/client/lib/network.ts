import { useSyncExternalStore } from 'react';

/** How often to ask the server again while requests fail but the browser says online. */
const PROBE_MS = 1_500;

let networkFailed = false;
let probing: number | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server whether the network carries requests (set by watchNetwork). */
let askServer: () => Promise<unknown> = () => Promise.reject(new Error('Not watching'));

function scheduleProbe() {
  if (probing === undefined) probing = window.setTimeout(probe, PROBE_MS);
}

function probe() {
  probing = undefined;
  // With the browser offline its `online` event says when to look again.
  if (!networkFailed || !navigator.onLine) return;
  askServer().then(() => reportNetwork(true), scheduleProbe);
}

/**
 * Whether the last API request reached the server (a failed fetch means no network). While
 * requests fail, a quick probe finds the network's return within two seconds, so the offline
 * notice goes and waiting till sales are sent without waiting for a long timer.
 */
export function reportNetwork(reached: boolean) {
  if (networkFailed === !reached) return;
  networkFailed = !reached;
  if (networkFailed) scheduleProbe();
  emit();
}

/**
 * Follows the browser's own word: `offline` shows the notice at once, and `online` takes it away
 * at once (an earlier failed request no longer counts) while the server is asked to be sure,
 * with `probe`: any answer from the server, even an error status, means the network is there.
 */
export function watchNetwork(probe: () => Promise<unknown>) {
  askServer = probe;
  window.addEventListener('offline', emit);
  window.addEventListener('online', () => {
    networkFailed = false;
    emit();
    askServer().then(
      () => reportNetwork(true),
      () => reportNetwork(false),
    );
  });
}

/** Online unless the browser says offline or the last API request could not reach the server. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !networkFailed,
    () => true,
  );
