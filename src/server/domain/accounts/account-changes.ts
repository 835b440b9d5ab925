import { and, eq, isNull } from 'drizzle-orm';
import { checkAccountChange, type AccountChange } from '@shared/admin/account-rules';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { revokeUserSessions, type UserRow } from './sessions';
import { revokeUserDevices } from './trusted-devices';

/**
 * Checks an admin's change to an account against docs/design.md "Tenancy and roles", inside the
 * caller's transaction. Active super admins are locked first, so two super admins
 * demoting each other at once cannot leave the platform without one.
 */
export async function assertAccountChange(
  tx: Tx,
  actorId: string,
  target: UserRow,
  change: AccountChange,
) {
  const supers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), eq(users.isActive, true), isNull(users.deletedAt)))
    .for('update');
  const [actor] = await tx.select().from(users).where(eq(users.id, actorId));
  if (!actor) throw notFound('User');
  const refusal = checkAccountChange(actor, target, change, supers.length);
  if (!refusal) return;
  if (refusal.kind === 'forbidden') throw forbidden(refusal.message);
  throw new AppError('RULE_VIOLATION', refusal.message, { reason: refusal.reason });
}

/** A live (undeleted) account, locked for the change; missing or deleted is 404. */
export async function lockAccount(tx: Tx, id: string, what = 'User') {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!row) throw notFound(what);
  return row;
}

/** Writes the change; deactivating ends every session and trusted phone of the account at once. */
export async function applyAccountChange(
  tx: Tx,
  target: UserRow,
  values: Partial<typeof users.$inferInsert>,
  now: Date,
) {
  const [updated] = await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, target.id))
    .returning();
  if (values.isActive === false || values.deletedAt) {
    await revokeUserSessions(tx, target.id);
    await revokeUserDevices(tx, target.id, now);
  }
  return updated!;
}
