import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { commonText } from '@client/i18n/common-text';

/**
 * The second tap of an admin action that cannot be taken back lightly: what it does, Cancel, and
 * the action itself (red). Open while `open`; the body says what follows for whom.
 */
export function ConfirmStep({
  open,
  title,
  description,
  confirm,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}>
      <DialogContent>
        {open ? (
          <>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            {children}
            <DialogFooter>
              <Button variant="outline" onClick={onCancel}>
                {commonText.t('cancel')}
              </Button>
              <Button variant="destructive" disabled={busy} onClick={onConfirm}>
                {confirm}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
