import type { AdminUser } from '@shared/admin/admin.schemas';
import { formatPhone } from '@shared/phone/phone';
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

/** Making a staff member a merchant: said plainly, and only on a second tap. */
export function MerchantRoleConfirm({
  staff,
  busy,
  onConfirm,
  onCancel,
}: {
  staff: AdminUser | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useText(adminText);
  return (
    <Dialog open={staff !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        {staff ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('confirm.title', { name: staff.name })}</DialogTitle>
              <DialogDescription>{t('confirm.description')}</DialogDescription>
            </DialogHeader>
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-700">
              <li>{t('confirm.loses', { name: staff.name })}</li>
              <li>{t('confirm.shop')}</li>
              <li>
                {staff.phone
                  ? t('confirm.sms', { phone: formatPhone(staff.phone) })
                  : t('confirm.noPhone')}
              </li>
            </ul>
            <DialogFooter>
              <Button variant="outline" onClick={onCancel}>
                {commonText.t('cancel')}
              </Button>
              <Button variant="destructive" disabled={busy} onClick={onConfirm}>
                {t('confirm.make')}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
