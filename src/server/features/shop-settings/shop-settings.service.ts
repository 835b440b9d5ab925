import { eq } from 'drizzle-orm';
import type { ShopSettings, ShopSettingsUpdate } from '@shared/shop-settings/shop-settings.schemas';
import type { Deps } from '@server/deps';
import { users } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';

/** A shop's settings live on its account row, so every session already carries them. */
export function createShopSettingsService({ db, clock }: Deps) {
  return {
    async update(merchantId: string, update: ShopSettingsUpdate): Promise<ShopSettings> {
      const [row] = await db
        .update(users)
        .set({ ...update, updatedAt: clock() })
        .where(eq(users.id, merchantId))
        .returning({ vatRegistered: users.vatRegistered });
      if (!row) throw notFound('Shop');
      return row;
    },
  };
}
