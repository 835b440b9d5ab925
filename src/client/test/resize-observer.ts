import { vi } from 'vitest';

/**
 * jsdom has no ResizeObserver: a stand-in whose `resize()` calls every observer, as a browser
 * does when an observed box changes size (undone by `vi.unstubAllGlobals`).
 */
export function stubResizeObserver() {
  const callbacks = new Set<() => void>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        callbacks.add(this.callback);
      }
      disconnect() {
        callbacks.delete(this.callback);
      }
      unobserve() {}
    },
  );
  return { resize: () => callbacks.forEach((callback) => callback()) };
}
