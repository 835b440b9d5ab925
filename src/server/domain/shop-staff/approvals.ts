import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { APPROVAL_TTL_SECONDS, type ApprovalAction } from '@shared/shop-staff/permissions';
import type { StaffIdentity } from '@shared/shop-staff/shop-staff.schemas';
import type { Db, Tx } from '../../db/client';
import { staffApprovals } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { approvalInvalid, refuseStaff } from './refusals';

/** Records one approval of one action; the token is answered once and stored hashed. */
export async function createApproval(
  db: Db,
  approval: {
    merchantId: string;
    askedBy: string | null;
    approvedBy: string | null;
    action: ApprovalAction;
  },
) {
  const token = randomToken();
  const [row] = await db
    .insert(staffApprovals)
    .values({
      ...approval,
      tokenHash: sha256(token),
      createdAt: sql`now()`,
      expiresAt: sql`now() + make_interval(secs => ${APPROVAL_TTL_SECONDS})`,
    })
    .returning({ expiresAt: staffApprovals.expiresAt });
  return { approvalToken: token, expiresAt: row!.expiresAt.toISOString() };
}

/**
 * Uses an approval for `action` asked by this person of this shop, once: one UPDATE that only
 * an unused, unexpired approval passes, so two requests cannot both use it. Inside the action's
 * transaction, so a refused action gives it back. Else 403 APPROVAL_INVALID.
 */
export async function spendApproval(
  tx: Tx,
  use: {
    merchantId: string;
    askedBy: string | null;
    action: ApprovalAction;
    token: string | undefined;
    usedFor: string;
  },
) {
  if (!use.token) throw approvalInvalid();
  const [used] = await tx
    .update(staffApprovals)
    .set({ usedAt: sql`now()`, usedFor: use.usedFor })
    .where(
      and(
        eq(staffApprovals.tokenHash, sha256(use.token)),
        eq(staffApprovals.merchantId, use.merchantId),
        eq(staffApprovals.action, use.action),
        sql`${staffApprovals.askedBy} is not distinct from ${use.askedBy}`,
        isNull(staffApprovals.usedAt),
        gt(staffApprovals.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: staffApprovals.id, approvedBy: staffApprovals.approvedBy });
  if (!used) throw approvalInvalid();
  return used;
}

/** Who sends a request at the till: the staff member (null: the owner) and an approval, if any. */
export interface TillActor {
  staff: StaffIdentity | null;
  approvalToken?: string;
}

/**
 * The owner, and staff holding `action`, go ahead; anyone else is refused (403 STAFF_PERMISSION)
 * unless the request carries an approval of that action, spent here once in the caller's
 * transaction. Answers the approval used, or null when none was needed.
 */
export async function authorizeAction(
  tx: Tx,
  merchantId: string,
  actor: TillActor,
  action: ApprovalAction,
  usedFor: string,
) {
  const { staff } = actor;
  if (!staff || staff.permissions.includes(action)) return null;
  if (!actor.approvalToken) throw refuseStaff(action);
  return spendApproval(tx, {
    merchantId,
    askedBy: staff.id,
    action,
    token: actor.approvalToken,
    usedFor,
  });
}
