import { useEffect, useRef } from 'react';

/** What counts as someone at the till: a touch, a click, a key, a scroll (not a passing mouse). */
const TOUCH_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Calls `onIdle` once the till has gone `seconds` without a touch, measured on the wall clock
 * (a sleeping phone's timers are late: waking looks at the clock at once).
 */
export function useIdleLock(seconds: number, enabled: boolean, onIdle: () => void) {
  const idle = useRef(onIdle);
  useEffect(() => {
    idle.current = onIdle;
  });

  useEffect(() => {
    if (!enabled) return;
    const limit = seconds * 1000;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const quiet = Date.now() - last;
      if (quiet >= limit) idle.current();
      else timer = setTimeout(check, limit - quiet);
    };
    // The first touch after a long sleep may come before any timer: the clock decides.
    const touched = () => {
      if (Date.now() - last >= limit) check();
      else last = Date.now();
    };
    const onWake = () => {
      if (document.visibilityState === 'visible') check();
    };
    for (const name of TOUCH_EVENTS) {
      window.addEventListener(name, touched, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onWake);
    timer = setTimeout(check, limit);
    return () => {
      clearTimeout(timer);
      for (const name of TOUCH_EVENTS) window.removeEventListener(name, touched, { capture: true });
      document.removeEventListener('visibilitychange', onWake);
    };
  }, [seconds, enabled]);
}
