import type { Role } from '@shared/auth/auth.schemas';
import { toast } from '@client/components/ui/toast-store';
import { errorMessage } from '@client/lib/api';
import { useSetUserRole, useSetUserStatus, useVerifyMerchant } from './use-admin';

/** The admin writes with the spec's toasts (section 8); the server's refusal is shown as is. */
export function useAdminActions() {
  const status = useSetUserStatus();
  const role = useSetUserRole();
  const verify = useVerifyMerchant();

  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });

  return {
    pending: status.isPending || role.isPending || verify.isPending,
    setStatus: (userId: string, isActive: boolean) =>
      status.mutate(
        { userId, isActive },
        {
          onSuccess: () =>
            toast({
              title: 'User status updated!',
              description: isActive ? 'The account is active.' : 'The account is deactivated.',
            }),
          onError: fail('Failed to update user status'),
        },
      ),
    setRole: (userId: string, newRole: Role) =>
      role.mutate(
        { userId, role: newRole },
        {
          onSuccess: () => toast({ title: 'User role updated!' }),
          onError: fail('Failed to update user role'),
        },
      ),
    verify: (userId: string, decision: 'verified' | 'rejected', notes: string, done: () => void) =>
      verify.mutate(
        { userId, status: decision, notes: notes.trim() || null },
        {
          onSuccess: () => {
            toast({
              title: decision === 'verified' ? 'Merchant verified' : 'Merchant rejected',
            });
            done();
          },
          onError: fail('Failed to update verification'),
        },
      ),
  };
}
