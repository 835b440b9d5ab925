import type { StaffPermission } from '@shared/shop-staff/permissions';
import { AppError } from '../../lib/app-error';

/** Stable reasons the till reads in `details.reason`. */
export const STAFF_REFUSALS = {
  permission: 'STAFF_PERMISSION',
  deactivated: 'STAFF_DEACTIVATED',
  approvalInvalid: 'APPROVAL_INVALID',
} as const;

export const STAFF_REFUSAL_MESSAGES = {
  needsApproval: 'Your role may not do this. Ask a manager or the owner to approve it.',
  ownerOnly: 'Only the shop owner can do this',
  deactivated: 'This staff member was deactivated. Hand the till back to the owner.',
  approvalInvalid: 'This approval was used, has expired or is for something else. Ask again.',
} as const;

/**
 * 403 for a staff session: `permission` is what the person lacks (the till may ask for an
 * approval of it), or null for what only the owner does.
 */
export const refuseStaff = (permission: StaffPermission | null) =>
  new AppError(
    'FORBIDDEN',
    permission ? STAFF_REFUSAL_MESSAGES.needsApproval : STAFF_REFUSAL_MESSAGES.ownerOnly,
    { reason: STAFF_REFUSALS.permission, permission },
  );

export const staffDeactivated = () =>
  new AppError('UNAUTHENTICATED', STAFF_REFUSAL_MESSAGES.deactivated, {
    reason: STAFF_REFUSALS.deactivated,
  });

export const approvalInvalid = () =>
  new AppError('FORBIDDEN', STAFF_REFUSAL_MESSAGES.approvalInvalid, {
    reason: STAFF_REFUSALS.approvalInvalid,
  });
