import { eq } from 'drizzle-orm';
import type { ShopSettings, ShopSettingsUpdate } from '@shared/shop-settings/shop-settings.schemas';
import { inTillOrder, SHOP_PAYMENT_METHODS } from '@shared/store-setup/setup-payment.schemas';
import type { Deps } from '@server/deps';
import { users } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';

/** A shop's settings live on its account row, so every session already carries them. */
export function createShopSettingsService({ db, clock }: Deps) {
  return {
    async update(merchantId: string, update: ShopSettingsUpdate): Promise<ShopSettings> {
      const [row] = await db
        .update(users)
        .set({
          ...update,
          ...(update.paymentMethods && { paymentMethods: inTillOrder(update.paymentMethods) }),
          updatedAt: clock(),
        })
        .where(eq(users.id, merchantId))
        .returning({
          vatRegistered: users.vatRegistered,
          paymentMethods: users.paymentMethods,
          tillLockSeconds: users.tillLockSeconds,
          targetMarginPercent: users.targetMarginPercent,
        });
      if (!row) throw notFound('Shop');
      return {
        vatRegistered: row.vatRegistered,
        paymentMethods: inTillOrder(row.paymentMethods ?? SHOP_PAYMENT_METHODS),
        tillLockSeconds: row.tillLockSeconds,
        targetMarginPercent: row.targetMarginPercent,
      };
    },
  };
}
