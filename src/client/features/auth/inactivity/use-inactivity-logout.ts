import { useEffect, useRef, useState } from 'react';
import { touchMerchantActivity } from '@client/lib/storage';
import {
  ACTIVITY_EVENTS,
  createInactivityTimer,
  WARNING_SECONDS,
  type InactivityState,
  type InactivityTimer,
} from './inactivity-timer';

const RECORD_EVERY_MS = 15_000;

/** Watches the activity events of docs/product.md "Constants"; onLogout runs when the countdown ends. */
export function useInactivityLogout(onLogout: () => void) {
  const [state, setState] = useState<InactivityState>({
    warning: false,
    secondsLeft: WARNING_SECONDS,
  });
  const timer = useRef<InactivityTimer | null>(null);
  const logoutRef = useRef(onLogout);
  useEffect(() => {
    logoutRef.current = onLogout;
  });

  useEffect(() => {
    const current = createInactivityTimer(setState, () => logoutRef.current());
    timer.current = current;
    let recordedAt = 0;
    const onActivity = () => {
      current.activity();
      const now = Date.now();
      if (now - recordedAt > RECORD_EVERY_MS) {
        recordedAt = now;
        touchMerchantActivity();
      }
    };
    // A phone waking from a locked screen, or a tab shown again, looks at the clock at once.
    const onWake = () => {
      if (document.visibilityState === 'visible') current.wake();
    };
    current.start();
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('pageshow', onWake);
    window.addEventListener('focus', onWake);
    return () => {
      current.stop();
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('pageshow', onWake);
      window.removeEventListener('focus', onWake);
    };
  }, []);

  return {
    ...state,
    stayActive: () => timer.current?.stayActive(),
    logoutNow: () => timer.current?.logoutNow(),
  };
}
