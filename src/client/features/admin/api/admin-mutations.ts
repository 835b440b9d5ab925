import type { Role } from '@shared/auth/auth.schemas';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { adminText } from '../admin-text';
import { useSetUserRole, useSetUserStatus, useVerifyMerchant } from './admin-queries';

/** The admin writes with the spec's toasts (docs/product.md "Calls"); the server's refusal is shown as is. */
export function useAdminActions() {
  const status = useSetUserStatus();
  const role = useSetUserRole();
  const verify = useVerifyMerchant();

  const fail = (title: string) => (error: unknown) =>
    toastError(error, adminText.t('toast.tryAgain'), title);

  return {
    pending: status.isPending || role.isPending || verify.isPending,
    setStatus: (userId: string, isActive: boolean) =>
      status.mutate(
        { userId, isActive },
        {
          onSuccess: () =>
            toast({
              title: adminText.t('toast.statusUpdated'),
              description: adminText.t(isActive ? 'toast.active' : 'toast.deactivated'),
            }),
          onError: fail(adminText.t('toast.statusFailed')),
        },
      ),
    setRole: (userId: string, newRole: Role) =>
      role.mutate(
        { userId, role: newRole },
        {
          onSuccess: () => toast({ title: adminText.t('toast.roleUpdated') }),
          onError: fail(adminText.t('toast.roleFailed')),
        },
      ),
    verify: (userId: string, decision: 'verified' | 'rejected', notes: string, done: () => void) =>
      verify.mutate(
        { userId, status: decision, notes: notes.trim() || null },
        {
          onSuccess: () => {
            toast({
              title: adminText.t(decision === 'verified' ? 'toast.verified' : 'toast.rejected'),
            });
            done();
          },
          onError: fail(adminText.t('toast.verifyFailed')),
        },
      ),
  };
}
