import { toast } from '@client/components/ui/toast-store';
import { inactivityText } from './inactivity-text';

/** Says the idle merchant was signed out; loaded with the warning, not with every page. */
export function toastSignedOut() {
  toast({
    title: inactivityText.t('loggedOut'),
    description: inactivityText.t('signedOut'),
  });
}
