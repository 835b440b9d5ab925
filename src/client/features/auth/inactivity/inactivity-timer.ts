/** docs/product.md "Constants": 2 minutes idle, then a 30-second warning countdown, then logout. */
export const IDLE_TIMEOUT_MS = 2 * 60_000;
export const WARNING_SECONDS = 30;
export const ACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'keypress',
  'scroll',
  'touchstart',
  'click',
] as const;

export interface InactivityState {
  warning: boolean;
  secondsLeft: number;
}

export interface InactivityTimer {
  /** Starts (or restarts) the idle timer. */
  start(): void;
  /** User activity: restarts the idle timer, ignored while the warning is open. */
  activity(): void;
  /** The page is shown again (a phone unlocked, a tab brought back): look at the clock now. */
  wake(): void;
  /** "Yes, Stay Active": closes the warning and restarts the idle timer. */
  stayActive(): void;
  /** "Logout Now". */
  logoutNow(): void;
  stop(): void;
}

/**
 * The inactivity flow of docs/product.md "States", measured on the wall clock. Timers only say when to
 * look again: a locked phone or a background tab suspends or slows them, so every look asks
 * the clock how long the user has really been away. Past the idle time and the warning, the
 * user is logged out at once; within the warning, the dialog shows the seconds that remain.
 */
export function createInactivityTimer(
  onChange: (state: InactivityState) => void,
  onLogout: () => void,
  { idleMs = IDLE_TIMEOUT_MS, warningSeconds = WARNING_SECONDS, now = () => Date.now() } = {},
): InactivityTimer {
  const deadlineMs = idleMs + warningSeconds * 1000;
  let lastActivity = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let warning = false;
  let shown = 0;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    running = false;
  };

  const logout = () => {
    stop();
    warning = false;
    onLogout();
  };

  const lookAgainIn = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(ms, 0));
  };

  function check() {
    if (!running) return;
    const idle = now() - lastActivity;
    if (idle >= deadlineMs) return logout();
    if (idle < idleMs) return lookAgainIn(idleMs - idle);
    const left = deadlineMs - idle;
    const secondsLeft = Math.ceil(left / 1000);
    if (!warning || secondsLeft !== shown) {
      warning = true;
      shown = secondsLeft;
      onChange({ warning, secondsLeft });
    }
    lookAgainIn(left - (secondsLeft - 1) * 1000);
  }

  const start = () => {
    lastActivity = now();
    running = true;
    check();
  };

  return {
    start,
    activity: () => {
      // The first touch after a long sleep may come before any timer: the clock decides.
      check();
      if (running && !warning) start();
    },
    wake: check,
    stayActive: () => {
      warning = false;
      onChange({ warning, secondsLeft: warningSeconds });
      start();
    },
    logoutNow: logout,
    stop,
  };
}
