import { firstName } from '@shared/shop-staff/cashier';
import { UserRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import type { ApprovalAction } from '@shared/shop-staff/permissions';
import { Button } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import { useOnline } from '@client/lib/network';
import { getStoredUser } from '@client/lib/storage';
import { lazyPart, usePreloadAfterContent } from '@client/lib/lazy-part';
import { lockTill, useStaffSession, useTillLock } from '@client/lib/till-user';
import { refreshTillPeople, useTillPeople } from './till-keys';
import { tillStaffText } from './till-staff-text';
import { useIdleLock } from './use-idle-lock';

type Approval = { token: string | null };

// The switch screen and the approval dialog load once the till's products show (or when first
// shown); until the switch screen is there, a cover of its colour keeps the till hidden.
const SwitchScreen = lazyPart(
  () => import('./switch-screen').then((m) => m.SwitchScreen),
  () => <div className="fixed inset-0 z-[45] bg-slate-50" />,
);
const ApprovalDialog = lazyPart(() => import('./approval-dialog').then((m) => m.ApprovalDialog));

interface Asking {
  action: ApprovalAction;
  resolve: (approval: Approval | null) => void;
}

/**
 * The till's side of shop staff, for the till page to place: who is serving and "Switch user"
 * (header), the switch screen over the till (the cart stays underneath), the lock of a till left
 * alone, the PIN again once an offline switch is back online, and approval on the spot.
 */
export function useTillStaff() {
  const t = useText(tillStaffText);
  const online = useOnline();
  const client = useQueryClient();
  const { people, hasStaff, lockSeconds, known } = useTillPeople();
  const session = useStaffSession();
  const lock = useTillLock();
  const [chosen, setChosen] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  usePreloadAfterContent(SwitchScreen.preload, ApprovalDialog.preload);

  const offlineSession = session?.token === null ? session : null;
  const signInAgain = online && offlineSession !== null;
  const shown = lock !== null || chosen || signInAgain;
  useIdleLock(lockSeconds, !shown && (hasStaff || session !== null), () => lockTill());

  const askApproval = useCallback(
    (action: ApprovalAction) =>
      new Promise<Approval | null>((resolve) => setAsking({ action, resolve })),
    [],
  );
  const answer = (approval: Approval | null) => {
    asking?.resolve(approval);
    setAsking(null);
  };

  const notice = signInAgain
    ? t('signInAgain', { name: offlineSession.staff.name })
    : lock
      ? (lock.reason ?? t('locked'))
      : null;
  const preselect = signInAgain ? people.find((p) => p.id === offlineSession.staff.id) : undefined;
  const serving = session?.staff.name ?? getStoredUser()?.name ?? '';
  // The first name on the chip, as on the receipt: a phone's header has little room.
  const servingFirstName = firstName(serving);

  const headerActions: ReactNode =
    hasStaff || session ? (
      <>
        <span
          title={serving}
          className="inline-flex max-w-[12rem] items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700"
          data-testid="till-serving"
        >
          <UserRound className="size-4 shrink-0" />
          <span className="truncate">{t('serving', { name: servingFirstName })}</span>
        </span>
        <Button
          variant="outline"
          className="h-auto min-h-11 max-w-full whitespace-normal"
          onClick={() => setChosen(true)}
        >
          {t('switchUser')}
        </Button>
      </>
    ) : null;

  const overlay = (
    <>
      {shown ? (
        <SwitchScreen
          key={`${preselect?.id ?? ''}-${notice ?? ''}`}
          people={people}
          notice={notice}
          online={online}
          preselect={preselect}
          onDone={() => {
            setChosen(false);
            if (online) void refreshTillPeople(client);
          }}
          onCancel={lock || signInAgain ? undefined : () => setChosen(false)}
        />
      ) : null}
      {asking ? (
        <ApprovalDialog
          action={asking.action}
          people={people}
          askingId={session?.staff.id ?? null}
          online={online}
          onApproved={answer}
          onCancel={() => answer(null)}
        />
      ) : null}
    </>
  );

  return { headerActions, overlay, askApproval, known };
}
