import type { CreatePosSale } from '@shared/pos/pos.schemas';
import type { ApprovalAction } from '@shared/shop-staff/permissions';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import { mayDo } from '@client/lib/till-user';

export {
  approvalAsked,
  NOBODY_APPROVES,
  sendApproved,
  type Approval,
  type AskApproval,
} from '@client/lib/approval';

/**
 * What the person at the till needs approved before this sale is sent: a credit sale needs
 * give_credit, any discount give_discounts. Null for the owner and for what their role allows.
 */
export function approvalNeeded(
  body: CreatePosSale,
  staff: StaffIdentity | null,
): ApprovalAction | null {
  if (body.paymentMethod === 'credit' && !mayDo(staff, 'give_credit')) return 'give_credit';
  const discounted = body.discount != null || body.items.some((item) => item.discount != null);
  if (discounted && !mayDo(staff, 'give_discounts')) return 'give_discounts';
  return null;
}
