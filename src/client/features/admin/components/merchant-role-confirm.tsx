import type { AdminUser } from '@shared/admin/admin.schemas';
import { formatPhone } from '@shared/phone/phone';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';
import { ConfirmStep } from './confirm-step';

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
    <ConfirmStep
      open={staff !== null}
      title={staff ? t('confirm.title', { name: staff.name }) : ''}
      description={t('confirm.description')}
      confirm={t('confirm.make')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {staff ? (
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-700">
          <li>{t('confirm.loses', { name: staff.name })}</li>
          <li>{t('confirm.shop')}</li>
          <li>
            {staff.phone
              ? t('confirm.sms', { phone: formatPhone(staff.phone) })
              : t('confirm.noPhone')}
          </li>
        </ul>
      ) : null}
    </ConfirmStep>
  );
}
