import type { AdminUser } from '@shared/admin/admin.schemas';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

const VERIFICATION: Record<string, BadgeVariant> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'destructive',
};

export function StatusBadge({ isActive }: { isActive: boolean }) {
  const t = useText(adminText);
  return (
    <Badge variant={isActive ? 'success' : 'secondary'}>
      {t(isActive ? 'status.active' : 'status.inactive')}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  const t = useText(adminText);
  return <Badge variant={role === 'merchant' ? 'outline' : 'default'}>{t(`role.${role}`)}</Badge>;
}

export function VerificationBadge({ status }: { status: AdminUser['verificationStatus'] }) {
  const t = useText(adminText);
  if (!status) return null;
  return <Badge variant={VERIFICATION[status] ?? 'outline'}>{t(`verification.${status}`)}</Badge>;
}
