import type { AdminUser } from '@shared/admin/admin.schemas';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';
import { ConfirmStep } from './confirm-step';

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
    <ConfirmStep
      open={account !== null}
      title={account ? t('deactivate.title', { title: account.businessName ?? account.name }) : ''}
      description={
        account ? t('deactivate.signedOut', { name: account.name, username: account.username }) : ''
      }
      confirm={t('deactivate.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-sm text-slate-700">{t('deactivate.noSignIn')}</p>
    </ConfirmStep>
  );
}
