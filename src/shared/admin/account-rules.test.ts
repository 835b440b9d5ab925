import { describe, expect, it } from 'vitest';
import { checkAccountChange, RULE_MESSAGES, type Account } from './account-rules';

const superA: Account = { id: 'a', role: 'super_admin', isActive: true };
const superB: Account = { id: 'b', role: 'super_admin', isActive: true };
const admin: Account = { id: 'c', role: 'admin', isActive: true };
const admin2: Account = { id: 'd', role: 'admin', isActive: true };
const merchant: Account = { id: 'm', role: 'merchant', isActive: true };

describe('checkAccountChange (docs/design.md "Tenancy and roles")', () => {
  it('lets an admin toggle a merchant and change an admin between admin and merchant', () => {
    expect(checkAccountChange(admin, merchant, { isActive: false }, 1)).toBeNull();
    expect(checkAccountChange(admin, admin2, { role: 'merchant' }, 1)).toBeNull();
    expect(checkAccountChange(admin, admin2, { isActive: false }, 1)).toBeNull();
  });

  it('refuses deactivating or demoting oneself', () => {
    expect(checkAccountChange(admin, admin, { isActive: false }, 1)).toEqual({
      kind: 'forbidden',
      message: RULE_MESSAGES.selfDeactivate,
    });
    expect(checkAccountChange(superA, superA, { role: 'admin' }, 2)).toEqual({
      kind: 'forbidden',
      message: RULE_MESSAGES.selfRole,
    });
    // Unchanged values on oneself are harmless.
    expect(checkAccountChange(admin, admin, { isActive: true, role: 'admin' }, 1)).toBeNull();
  });

  it('only a super admin grants super_admin or changes a super admin', () => {
    expect(checkAccountChange(admin, admin2, { role: 'super_admin' }, 1)).toEqual({
      kind: 'forbidden',
      message: RULE_MESSAGES.grantSuper,
    });
    expect(checkAccountChange(admin, superA, { isActive: false }, 2)).toEqual({
      kind: 'forbidden',
      message: RULE_MESSAGES.changeSuper,
    });
    expect(checkAccountChange(admin, superA, { role: 'admin' }, 2)?.message).toBe(
      RULE_MESSAGES.changeSuper,
    );
    expect(checkAccountChange(superA, admin, { role: 'super_admin' }, 1)).toBeNull();
    expect(checkAccountChange(superA, superB, { role: 'admin' }, 2)).toBeNull();
  });

  it('never removes the last active super admin', () => {
    const last = { kind: 'rule', reason: 'LAST_SUPER_ADMIN', message: RULE_MESSAGES.lastSuper };
    expect(checkAccountChange(superA, superB, { role: 'admin' }, 1)).toEqual(last);
    expect(checkAccountChange(superA, superB, { isActive: false }, 1)).toEqual(last);
    expect(checkAccountChange(superA, superB, { role: 'merchant' }, 2)).toBeNull();
    // Re-activating an inactive super admin is not a removal.
    const inactive = { ...superB, isActive: false };
    expect(checkAccountChange(superA, inactive, { isActive: true }, 1)).toBeNull();
  });
});
