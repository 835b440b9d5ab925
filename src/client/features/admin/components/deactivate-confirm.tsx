import type { AdminUser } from '@shared/admin/admin.schemas';
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
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

/** Deactivating an account: asked first, naming the shop and what happens to its owner. */
export function DeactivateConfirm({
  account,
  busy,
  onConfirm,
  onCancel,
}: {
  account: AdminUser | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useText(adminText);
  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        {account ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {t('deactivate.title', { title: account.businessName ?? account.name })}
              </DialogTitle>
              <DialogDescription>
                {t('deactivate.signedOut', { name: account.name, username: account.username })}
              </DialogDescription>
            </DialogHeader>
            <p className="text-sm text-slate-700">{t('deactivate.noSignIn')}</p>
            <DialogFooter>
              <Button variant="outline" onClick={onCancel}>
                {commonText.t('cancel')}
              </Button>
              <Button variant="destructive" disabled={busy} onClick={onConfirm}>
                {t('deactivate.confirm')}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
