import type { Role } from '../auth/auth.schemas';

export interface Account {
  id: string;
  role: Role;
  isActive: boolean;
}

/** What an admin action would do to an account: a new role and/or a new active state. */
export interface AccountChange {
  role?: Role;
  isActive?: boolean;
}

export type RuleRefusal =
  { kind: 'forbidden'; message: string } | { kind: 'rule'; reason: string; message: string };

export const RULE_MESSAGES = {
  selfDeactivate: 'You cannot deactivate your own account',
  selfRole: 'You cannot change your own role',
  grantSuper: 'Only a super admin can grant the super admin role',
  changeSuper: "Only a super admin can change a super admin's account",
  lastSuper: 'The last active super admin cannot be removed or deactivated',
} as const;

/**
 * docs/design.md "Tenancy and roles": only a super_admin grants or removes super_admin or changes a
 * super_admin's account; nobody demotes or deactivates themselves; the last active
 * super_admin stays. `activeSuperAdmins` counts active super admins, the target included.
 */
export function checkAccountChange(
  actor: Account,
  target: Account,
  change: AccountChange,
  activeSuperAdmins: number,
): RuleRefusal | null {
  const roleChanges = change.role !== undefined && change.role !== target.role;
  const deactivates = change.isActive === false && target.isActive;
  const self = actor.id === target.id;
  if (self && deactivates) return { kind: 'forbidden', message: RULE_MESSAGES.selfDeactivate };
  if (self && roleChanges) return { kind: 'forbidden', message: RULE_MESSAGES.selfRole };
  const actorIsSuper = actor.role === 'super_admin';
  if (!actorIsSuper && target.role === 'super_admin') {
    return { kind: 'forbidden', message: RULE_MESSAGES.changeSuper };
  }
  if (!actorIsSuper && roleChanges && change.role === 'super_admin') {
    return { kind: 'forbidden', message: RULE_MESSAGES.grantSuper };
  }
  const removesSuper =
    target.role === 'super_admin' && target.isActive && (deactivates || roleChanges);
  if (removesSuper && activeSuperAdmins <= 1) {
    return { kind: 'rule', reason: 'LAST_SUPER_ADMIN', message: RULE_MESSAGES.lastSuper };
  }
  return null;
}
