import { and, eq } from 'drizzle-orm';
import type { CreatePosSaleParsed } from '@shared/pos/pos.schemas';
import type { ApprovalAction } from '@shared/shop-staff/permissions';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import type { Tx } from '@server/db/client';
import { shopStaff } from '@server/db/schema/index';
import { spendApproval, type TillActor } from '@server/domain/shop-staff/approvals';
import { refuseStaff } from '@server/domain/shop-staff/refusals';
import { notFound } from '@server/lib/app-error';

/** Who sends a sale: the staff member at the till (null: the owner) and an approval, if any. */
export type SaleActor = TillActor;

type SaleDiscount = CreatePosSaleParsed['discount'];
const gives = (discount: SaleDiscount) =>
  !!discount && Number(discount.kind === 'amount' ? discount.amount : discount.percent) > 0;

/**
 * What this sale asks of a staff member beyond selling: credit needs give_credit; any discount
 * needs give_discounts (online the server prices every line, so no other price below the
 * shop's reaches a sale). An offline sale is not checked again: the phone checked the PIN and
 * the method is cash or card.
 */
export function approvalsNeeded(input: CreatePosSaleParsed, staff: StaffIdentity | null) {
  if (!staff || input.offline) return [];
  const needed: ApprovalAction[] = [];
  if (input.paymentMethod === 'credit') needed.push('give_credit');
  if (gives(input.discount) || input.items.some((item) => gives(item.discount))) {
    needed.push('give_discounts');
  }
  return needed.filter((action) => !staff.permissions.includes(action));
}

/**
 * Refuses (403 STAFF_PERMISSION) what the person may not do, unless the sale carries an
 * approval of that one action, used here once in the sale's transaction (403 APPROVAL_INVALID
 * when used, expired, another shop's or for another action).
 */
export async function authorizeSale(
  tx: Tx,
  merchantId: string,
  actor: SaleActor,
  input: CreatePosSaleParsed,
  saleId: string,
) {
  const [first, second] = approvalsNeeded(input, actor.staff);
  if (!first) return;
  if (!actor.approvalToken) throw refuseStaff(first);
  // One approval approves one action: a sale needing two is refused for the second.
  if (second) throw refuseStaff(second);
  await spendApproval(tx, {
    merchantId,
    askedBy: actor.staff!.id,
    action: first,
    token: actor.approvalToken,
    usedFor: `pos_sale:${saleId}`,
  });
}

/**
 * The cashier a sale records: an offline sale's `cashierId` (a person of this shop, active or
 * not since: 404 otherwise), else the staff member sending it; null for the owner.
 */
export async function cashierOf(
  tx: Tx,
  merchantId: string,
  actor: SaleActor,
  input: CreatePosSaleParsed,
): Promise<{ id: string; name: string } | null> {
  const cashierId = input.offline?.cashierId;
  if (!cashierId) return actor.staff && { id: actor.staff.id, name: actor.staff.name };
  const [found] = await tx
    .select({ id: shopStaff.id, name: shopStaff.name })
    .from(shopStaff)
    .where(and(eq(shopStaff.id, cashierId), eq(shopStaff.merchantId, merchantId)));
  if (!found) throw notFound('Staff member');
  return found;
}
