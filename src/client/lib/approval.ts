import { APPROVAL_ACTIONS, type ApprovalAction } from '@shared/shop-staff/permissions';
import { ApiError } from './api';

/** A manager's or the owner's yes: its token, or null when the PIN was checked on the phone offline. */
export interface Approval {
  token: string | null;
}

/** Asks at the till for someone who may approve the action; null when the cashier gave up. */
export type AskApproval = (action: ApprovalAction) => Promise<Approval | null>;

/** No one to ask: what needs an approval is not sent. */
export const NOBODY_APPROVES: AskApproval = () => Promise.resolve(null);

const isAction = (value: unknown): value is ApprovalAction =>
  (APPROVAL_ACTIONS as readonly unknown[]).includes(value);

/**
 * The action the server wants approved: 403 STAFF_PERMISSION names the permission; an approval
 * that is used, expired or for another action (APPROVAL_INVALID) asks again for the same one.
 */
export function approvalAsked(
  error: unknown,
  before: ApprovalAction | null,
): ApprovalAction | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const details = (error.details ?? {}) as { reason?: unknown; permission?: unknown };
  if (details.reason === 'STAFF_PERMISSION' && isAction(details.permission)) {
    return details.permission;
  }
  return details.reason === 'APPROVAL_INVALID' ? before : null;
}

/**
 * Sends a sale, a refund or a drawer movement with the approval it needs: asked before the send when the till
 * knows, and again (once) when the server says so. A new approval for each send. Null: the
 * cashier gave up.
 */
export async function sendApproved<T>(
  send: (approvalToken?: string) => Promise<T>,
  needed: ApprovalAction | null,
  ask: AskApproval,
): Promise<T | null> {
  let approval = needed ? await ask(needed) : null;
  if (needed && !approval) return null;
  try {
    return await send(approval?.token ?? undefined);
  } catch (error) {
    const action = approvalAsked(error, needed);
    if (!action) throw error;
    approval = await ask(action);
    if (!approval) return null;
    return send(approval.token ?? undefined);
  }
}
