import type { AdminUser } from '@shared/admin/admin.schemas';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { ROLE_LABELS } from '@client/lib/format';

const VERIFICATION: Record<string, BadgeVariant> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'destructive',
};

export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant={isActive ? 'success' : 'secondary'}>{isActive ? 'Active' : 'Inactive'}</Badge>
  );
}

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return <Badge variant={role === 'merchant' ? 'outline' : 'default'}>{ROLE_LABELS[role]}</Badge>;
}

export function VerificationBadge({ status }: { status: AdminUser['verificationStatus'] }) {
  if (!status) return null;
  return (
    <Badge variant={VERIFICATION[status] ?? 'outline'}>
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}
