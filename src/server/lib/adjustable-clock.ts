/**
 * The server's clock with an offset that development and tests can move forward, so time-based
 * rules (instalments falling overdue) can be seen without waiting. Production never exposes it.
 */
export interface AdjustableClock {
  now: () => Date;
  offsetMs: () => number;
  setOffset: (ms: number) => void;
}

export function createAdjustableClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    setOffset: (ms) => {
      offset = ms;
    },
  };
}
