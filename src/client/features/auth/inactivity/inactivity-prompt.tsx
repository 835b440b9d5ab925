import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { logout } from '@client/api/session';
import { useInactivityLogout } from './use-inactivity-logout';

const loadDialog = () => import('./inactivity-dialog');
const InactivityDialog = lazy(loadDialog);

/**
 * The warning's files (and its texts) load just after the page, not with it, and wait closed: a
 * phone that loses its signal during the two idle minutes still shows the warning. Loading
 * without the network fails quietly and is tried again when the warning is due; the dialog is
 * mounted only once its files are here, so a failed load never blanks the page.
 */
function useWarningReady(due: boolean) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadDialog().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, due]);
  return ready;
}

/** Idle for 2 minutes: warn, count down 30 seconds, then sign out to the merchant login. */
export function InactivityPrompt() {
  const [, navigate] = useLocation();
  const { warning, secondsLeft, stayActive, logoutNow } = useInactivityLogout(() => {
    logout();
    // Loaded by now, with the warning's texts; without the network the sign-out still happens.
    void import('./signed-out-toast').then(({ toastSignedOut }) => toastSignedOut(), () => null);
    navigate('/merchant/login', { replace: true });
  });
  if (!useWarningReady(warning)) return null;
  return (
    <Suspense fallback={null}>
      <InactivityDialog
        open={warning}
        secondsLeft={secondsLeft}
        onStay={stayActive}
        onLogout={logoutNow}
      />
    </Suspense>
  );
}
