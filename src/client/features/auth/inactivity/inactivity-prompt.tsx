import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@client/components/ui/toast-store';
import { logout } from '@client/api/session';
import { useInactivityLogout } from './use-inactivity-logout';
import { inactivityText } from './inactivity-text';

const InactivityDialog = lazy(() => import('./inactivity-dialog'));

/** Idle for 2 minutes: warn, count down 30 seconds, then sign out to the merchant login. */
export function InactivityPrompt() {
  const [, navigate] = useLocation();
  const { warning, secondsLeft, stayActive, logoutNow } = useInactivityLogout(() => {
    logout();
    toast({
      title: inactivityText.t('loggedOut'),
      description: inactivityText.t('signedOut'),
    });
    navigate('/merchant/login', { replace: true });
  });
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <InactivityDialog secondsLeft={secondsLeft} onStay={stayActive} onLogout={logoutNow} />
    </Suspense>
  );
}
