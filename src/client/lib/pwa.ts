import { useSyncExternalStore } from 'react';
import { whenSettled } from './when-settled';

/** The browser's deferred install prompt (Chromium's beforeinstallprompt event). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: InstallPromptEvent | null = null;
let networkFailed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers /sw.js (after the first load) and listens for the install prompt; called once at start. */
export function startPwa() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    emit();
  });
  window.addEventListener('online', emit);
  window.addEventListener('offline', emit);
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // Registered once the page has settled: installing caches the shell, which must not compete
  // with the first load.
  whenSettled(() => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // Files loaded while the worker does not control the page (before and right after it
        // installs, including lazily loaded pages) are handed to it for its cache.
        new PerformanceObserver((list) => {
          if (navigator.serviceWorker.controller) return;
          const urls = list.getEntries().map((entry) => entry.name);
          registration.active?.postMessage({ type: 'cache-urls', urls });
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

/** Whether the last API request reached the server (a failed fetch means no network). */
export function reportNetwork(reached: boolean) {
  if (networkFailed === !reached) return;
  networkFailed = !reached;
  emit();
}

/** Online unless the browser says offline or the last API request could not reach the server. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !networkFailed,
    () => true,
  );
