/** Spec section 9: 2 minutes idle, then a 30-second warning countdown, then logout. */
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
  /** "Yes, Stay Active": closes the warning and restarts the idle timer. */
  stayActive(): void;
  /** "Logout Now". */
  logoutNow(): void;
  stop(): void;
}

/** The inactivity flow of spec section 4 as a small state machine on timers. */
export function createInactivityTimer(
  onChange: (state: InactivityState) => void,
  onLogout: () => void,
  { idleMs = IDLE_TIMEOUT_MS, warningSeconds = WARNING_SECONDS } = {},
): InactivityTimer {
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let countdown: ReturnType<typeof setInterval> | undefined;
  let warning = false;

  const stop = () => {
    clearTimeout(idleTimer);
    clearInterval(countdown);
    idleTimer = undefined;
    countdown = undefined;
  };

  const logout = () => {
    stop();
    warning = false;
    onLogout();
  };

  const warn = () => {
    warning = true;
    let secondsLeft = warningSeconds;
    onChange({ warning, secondsLeft });
    countdown = setInterval(() => {
      secondsLeft -= 1;
      if (secondsLeft <= 0) logout();
      else onChange({ warning, secondsLeft });
    }, 1000);
  };

  const start = () => {
    stop();
    idleTimer = setTimeout(warn, idleMs);
  };

  return {
    start,
    activity: () => {
      if (!warning) start();
    },
    stayActive: () => {
      warning = false;
      onChange({ warning, secondsLeft: warningSeconds });
      start();
    },
    logoutNow: logout,
    stop,
  };
}
