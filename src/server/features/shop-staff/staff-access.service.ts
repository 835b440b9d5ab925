import { and, asc, eq } from 'drizzle-orm';
import { STAFF_PERMISSIONS } from '@shared/shop-staff/permissions';
import type {
  ApprovalRequest,
  ApprovalResponse,
  OwnerPin,
  OwnerReturn,
  StaffSignIn,
  StaffSignInResponse,
  TillKeys,
} from '@shared/shop-staff/shop-staff.schemas';
import type { Deps } from '@server/deps';
import { shopStaff, users } from '@server/db/schema/index';
import type { AuthContext } from '@server/plugins/auth';
import { createApproval } from '@server/domain/shop-staff/approvals';
import { checkOwnerSecret, checkStaffPin } from '@server/domain/shop-staff/pin-check';
import { refuseStaff } from '@server/domain/shop-staff/refusals';
import { createStaffSession } from '@server/domain/shop-staff/staff-sessions';
import { storedPin } from '@server/domain/shop-staff/till-key';
import { notFound, ruleViolation } from '@server/lib/app-error';
import { verifyPassword } from '@server/lib/crypto';
import { refuseTrivialPin } from './staff-row';

const OWNER_PIN_NOT_SET = 'Set your till PIN first, or use your password';

/** Switching users at the till, approvals on the spot, the owner's PIN and the till's keys. */
export function createStaffAccessService({ db }: Deps) {
  async function activeStaff(merchantId: string, id: string) {
    const [row] = await db
      .select()
      .from(shopStaff)
      .where(
        and(
          eq(shopStaff.id, id),
          eq(shopStaff.merchantId, merchantId),
          eq(shopStaff.isActive, true),
        ),
      );
    if (!row) throw notFound('Staff member');
    return row;
  }

  /** The owner's row as it is now (the lock must not be read from a cached session). */
  async function owner(merchantId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, merchantId));
    if (!row) throw notFound('Shop');
    return row;
  }

  async function checkOwnerPin(merchantId: string, pin: string) {
    const row = await owner(merchantId);
    const pinHash = row.ownerPinHash;
    if (!pinHash) throw ruleViolation('OWNER_PIN_NOT_SET', OWNER_PIN_NOT_SET);
    await checkOwnerSecret(db, row, () => verifyPassword(pinHash, pin));
  }

  return {
    /** Sent with the owner's session: a PIN opens a staff session inside it. */
    async signIn(auth: AuthContext, input: StaffSignIn): Promise<StaffSignInResponse> {
      const staff = await activeStaff(auth.user.id, input.staffId);
      await checkStaffPin(db, staff, input.pin);
      const token = await createStaffSession(db, {
        staffId: staff.id,
        merchantId: auth.user.id,
        ownerSessionId: auth.sessionId,
      });
      const { id, name, role, permissions } = staff;
      return { token, staff: { id, name, role, permissions } };
    },

    /** A manager with that permission, or the owner, approves one action of who is at the till. */
    async approve(auth: AuthContext, input: ApprovalRequest): Promise<ApprovalResponse> {
      const merchantId = auth.user.id;
      let approvedBy: string | null = null;
      if (input.approverId === merchantId) {
        await checkOwnerPin(merchantId, input.pin);
      } else {
        const approver = await activeStaff(merchantId, input.approverId);
        await checkStaffPin(db, approver, input.pin);
        if (!approver.permissions.includes(input.action)) throw refuseStaff(input.action);
        approvedBy = approver.id;
      }
      return createApproval(db, {
        merchantId,
        askedBy: auth.staff?.id ?? null,
        approvedBy,
        action: input.action,
      });
    },

    /** Set on first use; changing it asks for the password (counted like a wrong PIN). */
    async setOwnerPin(auth: AuthContext, input: OwnerPin) {
      const row = await owner(auth.user.id);
      refuseTrivialPin(input.pin, row.phone);
      if (row.ownerPinHash) {
        await checkOwnerSecret(
          db,
          row,
          () => verifyPassword(row.passwordHash, input.password ?? ''),
          'password',
        );
      }
      const stored = await storedPin(input.pin);
      await db
        .update(users)
        .set({
          ownerPinHash: stored.pinHash,
          ownerPinSalt: stored.pinSalt,
          ownerPinIterations: stored.pinIterations,
          ownerPinVerifier: stored.pinVerifier,
        })
        .where(eq(users.id, row.id));
      return { ok: true as const };
    },

    /** The owner takes the till back with their PIN or password (one lock for both). */
    async ownerReturn(auth: AuthContext, input: OwnerReturn) {
      if (input.pin !== undefined) {
        await checkOwnerPin(auth.user.id, input.pin);
      } else {
        const row = await owner(auth.user.id);
        await checkOwnerSecret(
          db,
          row,
          () => verifyPassword(row.passwordHash, input.password ?? ''),
          'password',
        );
      }
      return { ok: true as const };
    },

    /** What a phone keeps for offline switches: till keys of active staff and the owner. */
    async tillKeys(auth: AuthContext): Promise<TillKeys> {
      const [row, staff] = await Promise.all([
        owner(auth.user.id),
        db
          .select()
          .from(shopStaff)
          .where(and(eq(shopStaff.merchantId, auth.user.id), eq(shopStaff.isActive, true)))
          .orderBy(asc(shopStaff.createdAt), asc(shopStaff.id)),
      ]);
      return {
        tillLockSeconds: row.tillLockSeconds,
        keys: [
          {
            id: row.id,
            name: row.name,
            role: 'owner',
            permissions: [...STAFF_PERMISSIONS],
            salt: row.ownerPinSalt ?? '',
            iterations: row.ownerPinIterations ?? 0,
            verifier: row.ownerPinVerifier,
          },
          ...staff.map((s) => ({
            id: s.id,
            name: s.name,
            role: s.role,
            permissions: s.permissions,
            salt: s.pinSalt,
            iterations: s.pinIterations,
            verifier: s.pinVerifier,
          })),
        ],
      };
    },
  };
}
