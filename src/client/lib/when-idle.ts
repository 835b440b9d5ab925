/**
 * Runs `work` at the browser's next idle moment, or `timeoutMs` later at the latest (at once,
 * on the next task, where the browser has no idle callback). Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(
    work,
    timeoutMs === undefined ? undefined : { timeout: timeoutMs },
  );
  return () => cancelIdleCallback(id);
}
