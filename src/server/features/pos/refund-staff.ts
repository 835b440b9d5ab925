import type { Tx } from '@server/db/client';
import { authorizeAction, type TillActor } from '@server/domain/shop-staff/approvals';

/** Who refunds: the staff member at the till (null: the owner) and an approval, if any. */
export type RefundActor = TillActor;

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
  return authorizeAction(tx, merchantId, actor, 'refund', `refund:${saleId}`);
}
