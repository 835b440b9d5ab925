import { Eye } from 'lucide-react';
import type { AdminUser } from '@shared/admin/admin.schemas';
import { checkAccountChange } from '@shared/admin/account-rules';
import { formatRandDecimal } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Switch } from '@client/components/ui/switch';
import { getStoredUser } from '@client/lib/storage';
import { formatInstantDay } from '@shared/time/format';
import { RoleBadge, StatusBadge, VerificationBadge } from './account-badges';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

/** Whether the signed-in admin may make this change (the server decides in the end). */
export function mayChange(
  target: AdminUser,
  change: { isActive?: boolean; role?: AdminUser['role'] },
) {
  const actor = getStoredUser();
  if (!actor) return false;
  return checkAccountChange(actor, target, change, Number.POSITIVE_INFINITY) === null;
}

export function AccountCard({
  account,
  showRole,
  busy,
  onToggle,
  onDetails,
}: {
  account: AdminUser;
  showRole?: boolean;
  busy: boolean;
  onToggle: (isActive: boolean) => void;
  onDetails: () => void;
}) {
  const title = account.businessName ?? account.name;
  const t = useText(adminText);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid={`account-${account.username}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{title}</p>
          <p className="truncate text-sm text-slate-500">
            {account.name} · @{account.username}
          </p>
        </div>
        <Switch
          checked={account.isActive}
          disabled={busy || !mayChange(account, { isActive: !account.isActive })}
          onCheckedChange={onToggle}
          label={t(account.isActive ? 'card.deactivate' : 'card.activate', { title })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {showRole ? <RoleBadge role={account.role} /> : null}
        <StatusBadge isActive={account.isActive} />
        <VerificationBadge status={account.verificationStatus} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-500">
        <div>
          <dt className="inline">{t('card.joined')} </dt>
          <dd className="inline font-medium text-slate-700">
            {formatInstantDay(account.createdAt)}
          </dd>
        </div>
        <div>
          <dt className="inline">{t('card.lastLogin')} </dt>
          <dd className="inline font-medium text-slate-700">
            {formatInstantDay(account.lastLogin, t('card.never'))}
          </dd>
        </div>
        {account.role === 'merchant' ? (
          <div className="col-span-2">
            <dt className="inline">{t('card.thisMonth')} </dt>
            <dd className="inline font-medium text-slate-700">
              {formatRandDecimal(account.monthlyRevenue)}
            </dd>
          </div>
        ) : null}
      </dl>
      <Button variant="outline" size="sm" onClick={onDetails} className="self-start">
        <Eye /> {t('card.details')}
      </Button>
    </Card>
  );
}
