import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { Link } from 'wouter';
import { currentShift, currentShiftKey } from '@client/api/shifts-queries';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { useOnline } from '@client/lib/network';
import { getStoredUser } from '@client/lib/storage';
import { openShiftId } from '@client/lib/till-shift';
import { useText } from '@client/i18n/use-text';
import { posText } from '../pos-text';

/**
 * The till's shift, in its header: "Shift open" or "Open shift", to the shifts page. Read from
 * the server when online (which the phone keeps for the sales it queues offline), from what the
 * phone kept when not.
 */
export function ShiftEntry() {
  const t = useText(posText);
  const online = useOnline();
  const shift = useQuery({ queryKey: currentShiftKey, queryFn: currentShift, enabled: online });
  const userId = getStoredUser()?.id;
  const open =
    online && shift.isSuccess ? shift.data !== null : Boolean(userId && openShiftId(userId));
  return (
    <Link
      href="/shifts"
      data-testid="till-shift"
      className={cn(
        buttonVariants({ variant: open ? 'outline' : 'default' }),
        'h-auto min-h-11 max-w-full whitespace-normal',
      )}
    >
      <Banknote aria-hidden="true" />
      {open ? t('shift.open') : t('shift.none')}
    </Link>
  );
}
