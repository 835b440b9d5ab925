import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import type { Tx } from '@server/db/client';
import { spendApproval } from '@server/domain/shop-staff/approvals';
import { refuseStaff } from '@server/domain/shop-staff/refusals';

/** Who refunds: the staff member at the till (null: the owner) and an approval, if any. */
export interface RefundActor {
  staff: StaffIdentity | null;
  approvalToken?: string;
}

/**
 * The owner, and staff with `refund` (managers by default), refund; anyone else at the till is
 * refused (403 STAFF_PERMISSION) unless the request carries an approval of `refund`, used here
 * once in the refund's transaction. Answers the approval used, or null when none was needed.
 */
export async function authorizeRefund(
  tx: Tx,
  merchantId: string,
  actor: RefundActor,
  saleId: string,
) {
  const { staff } = actor;
  if (!staff || staff.permissions.includes('refund')) return null;
  if (!actor.approvalToken) throw refuseStaff('refund');
  return spendApproval(tx, {
    merchantId,
    askedBy: staff.id,
    action: 'refund',
    token: actor.approvalToken,
    usedFor: `refund:${saleId}`,
  });
}
