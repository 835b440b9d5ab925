import { and, asc, eq } from 'drizzle-orm';
import { permissionsFor } from '@shared/shop-staff/permissions';
import type { z } from 'zod';
import type {
  ShopStaff,
  ShopStaffCreateSchema,
  ShopStaffUpdateSchema,
} from '@shared/shop-staff/shop-staff.schemas';
import type { Deps } from '@server/deps';
import { shopStaff } from '@server/db/schema/index';
import type { UserRow } from '@server/domain/accounts/sessions';
import { revokeSessionsOfStaff } from '@server/domain/shop-staff/staff-sessions';
import { storedPin } from '@server/domain/shop-staff/till-key';
import { notFound } from '@server/lib/app-error';
import { refuseTrivialPin, toShopStaff } from './staff-row';

/** The owner manages the shop's staff: add, change, unlock, deactivate (sessions end at once). */
export function createShopStaffService({ db }: Deps) {
  const mine = (merchantId: string, id: string) =>
    and(eq(shopStaff.id, id), eq(shopStaff.merchantId, merchantId));

  async function change(
    merchantId: string,
    id: string,
    values: Partial<typeof shopStaff.$inferInsert>,
  ) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(shopStaff)
        .set({ ...values, updatedAt: new Date() })
        .where(mine(merchantId, id))
        .returning();
      if (!row) throw notFound('Staff member');
      if (values.isActive === false) await revokeSessionsOfStaff(tx, id);
      return toShopStaff(row);
    });
  }

  return {
    async list(merchantId: string): Promise<ShopStaff[]> {
      const rows = await db
        .select()
        .from(shopStaff)
        .where(eq(shopStaff.merchantId, merchantId))
        .orderBy(asc(shopStaff.createdAt), asc(shopStaff.id));
      return rows.map(toShopStaff);
    },

    async create(
      owner: UserRow,
      input: z.output<typeof ShopStaffCreateSchema>,
    ): Promise<ShopStaff> {
      refuseTrivialPin(input.pin, owner.phone);
      const [row] = await db
        .insert(shopStaff)
        .values({
          merchantId: owner.id,
          name: input.name,
          role: input.role,
          phone: input.phone ?? null,
          permissions: permissionsFor(input.role, input.permissions),
          ...(await storedPin(input.pin)),
        })
        .returning();
      return toShopStaff(row!);
    },

    /** A new role without permissions takes that role's defaults; `unlock` lifts a PIN lock. */
    async update(
      owner: UserRow,
      id: string,
      input: z.output<typeof ShopStaffUpdateSchema>,
    ): Promise<ShopStaff> {
      const { pin, unlock, role, permissions, ...plain } = input;
      if (pin !== undefined) {
        // Another shop's id is 404 whatever the PIN, before the PIN is judged.
        const [own] = await db
          .select({ id: shopStaff.id })
          .from(shopStaff)
          .where(mine(owner.id, id));
        if (!own) throw notFound('Staff member');
        refuseTrivialPin(pin, owner.phone);
      }
      return change(owner.id, id, {
        ...plain,
        ...(role !== undefined && { role, permissions: permissionsFor(role, permissions) }),
        ...(role === undefined && permissions !== undefined && { permissions: [...permissions] }),
        ...(pin !== undefined && (await storedPin(pin))),
        ...(unlock && { failedPins: 0, lockedUntil: null }),
      });
    },

    /** Deactivates (the history keeps them); their sessions end on every server at once. */
    deactivate(merchantId: string, id: string): Promise<ShopStaff> {
      return change(merchantId, id, { isActive: false });
    },
  };
}
