import { useSyncExternalStore } from 'react';
import { request } from '@client/api/endpoint';
import { getHealth } from '@client/api/system-endpoints';
import { ApiError } from './api';
import { watchNetwork } from './network';
import { whenSettled } from './when-settled';

/** The browser's deferred install prompt (Chromium's beforeinstallprompt event). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers /sw.js (after the first load), listens for the install prompt and follows the
 * network; called once at start.
 */
export function startPwa() {
  // An error status is an answer too: the network carries requests.
  watchNetwork(() =>
    request(getHealth, {}).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    }),
  );
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    emit();
  });
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // Registered once the page has settled: installing caches the shell, which must not compete
  // with the first load.
  whenSettled(() => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        registration.active?.postMessage({ type: 'cache-offline' });
        // Files loaded before the worker controls the page (the first load, lazily loaded pages)
        // are handed to it for its cache, also those reported once it has taken control; it
        // fetches only what it does not hold.
        new PerformanceObserver((list) => {
          // The app's own files only: an API call is never cached, so not sent at all.
          const urls = list
            .getEntries()
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/assets/'));
          if (urls.length > 0) registration.active?.postMessage({ type: 'cache-urls', urls });
        }).observe({ type: 'resource', buffered: true });
      })
      .catch(() => {});
  });
}

/** True when the browser offers to install the app. */
export const useCanInstall = () =>
  useSyncExternalStore(
    subscribe,
    () => installPrompt !== null,
    () => false,
  );

export async function promptInstall() {
  const event = installPrompt;
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => null);
  installPrompt = null;
  emit();
}
