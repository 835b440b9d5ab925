import { UserRound } from 'lucide-react';
import { useState } from 'react';
import type { ApprovalAction } from '@shared/shop-staff/permissions';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useText } from '@client/i18n/use-text';
import type { TillKey } from './offline-pin';
import { PinPad } from './pin-pad';
import { approve } from './switch-user';
import { tillStaffText } from './till-staff-text';

/** Who may approve an action: the owner (once they have a till PIN) and staff who may do it. */
const approversOf = (people: TillKey[], action: ApprovalAction, askingId: string | null) =>
  people.filter((key) =>
    key.role === 'owner'
      ? key.verifier !== null
      : key.id !== askingId && key.permissions.includes(action),
  );

/**
 * Approval on the spot: the cashier hands the phone to a manager or the owner, who picks their
 * name and types their PIN; the approval is for this one action.
 */
export function ApprovalDialog({
  action,
  people,
  askingId,
  online,
  onApproved,
  onCancel,
}: {
  action: ApprovalAction;
  /** The till's people; those who may approve the action are offered, never the one asking. */
  people: TillKey[];
  askingId: string | null;
  online: boolean;
  onApproved: (approval: { token: string | null }) => void;
  onCancel: () => void;
}) {
  const t = useText(tillStaffText);
  const approvers = approversOf(people, action, askingId);
  const [approver, setApprover] = useState<TillKey | null>(
    approvers.length === 1 ? approvers[0]! : null,
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (key: TillKey, pin: string) => {
    setBusy(true);
    const outcome = await approve(key, pin, action, online).finally(() => setBusy(false));
    if (outcome.ok) onApproved(outcome.value);
    else setMessage(outcome.message);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('approvalTitle')}</DialogTitle>
          <DialogDescription>{t(`approval_${action}`)}</DialogDescription>
        </DialogHeader>
        {approvers.length === 0 ? (
          <p className="text-sm text-slate-700">{t('nobodyApproves')}</p>
        ) : approver ? (
          <PinPad
            label={t('pinFor', { name: approver.name })}
            busy={busy}
            message={message}
            onSubmit={(pin) => void submit(approver, pin)}
          />
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-slate-900">{t('whoApproves')}</p>
            {approvers.map((key) => (
              <Button
                key={key.id}
                variant="outline"
                className="h-12 justify-start text-base"
                onClick={() => setApprover(key)}
              >
                <UserRound />
                <span className="truncate">{key.name}</span>
                <span className="ml-auto text-sm font-normal text-slate-500">{t(key.role)}</span>
              </Button>
            ))}
          </div>
        )}
        <div className="flex gap-2">
          {approver && approvers.length > 1 ? (
            <Button variant="outline" className="flex-1" onClick={() => setApprover(null)}>
              {t('back')}
            </Button>
          ) : null}
          <Button variant="ghost" className="flex-1" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
