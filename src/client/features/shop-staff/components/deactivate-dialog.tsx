import type { ShopStaff } from '@shared/shop-staff/shop-staff.schemas';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useDeactivateStaff } from '../api/shop-staff-queries';
import { shopStaffText } from '../shop-staff-text';

/** Asks before deactivating, naming the person and what it does. */
export function DeactivateDialog({ person, onClose }: { person: ShopStaff; onClose: () => void }) {
  const t = useText(shopStaffText);
  const deactivate = useDeactivateStaff();
  const confirm = () =>
    deactivate.mutate(person.id, {
      onSuccess: () => {
        toast({ title: t('deactivated', { name: person.name }) });
        onClose();
      },
      onError: (error) => toastError(error, t('deactivateFailed')),
    });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('deactivate.title', { name: person.name })}</DialogTitle>
          <DialogDescription>{t('deactivate.effect', { name: person.name })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {commonText.t('cancel')}
          </Button>
          <Button variant="destructive" disabled={deactivate.isPending} onClick={confirm}>
            {t('deactivateName', { name: person.name })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
