import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { logout } from '@client/api/session';
import { useInactivityLogout } from './use-inactivity-logout';

// The warning's files (and its texts) load just after the page, not with it, and wait closed: a
// phone that loses its signal during the two idle minutes still shows the warning.
const InactivityDialog = lazy(() => import('./inactivity-dialog'));

/** Idle for 2 minutes: warn, count down 30 seconds, then sign out to the merchant login. */
export function InactivityPrompt() {
  const [, navigate] = useLocation();
  const { warning, secondsLeft, stayActive, logoutNow } = useInactivityLogout(() => {
    logout();
    // Loaded by now, with the warning's texts; without the network the sign-out still happens.
    void import('./signed-out-toast').then(({ toastSignedOut }) => toastSignedOut(), () => null);
    navigate('/merchant/login', { replace: true });
  });
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
