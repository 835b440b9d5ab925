import { eq } from 'drizzle-orm';
import {
  SHOP_SETTINGS_MESSAGES,
  type ShopSettings,
  type ShopSettingsUpdate,
} from '@shared/shop-settings/shop-settings.schemas';
import { inTillOrder, SHOP_PAYMENT_METHODS } from '@shared/store-setup/setup-payment.schemas';
import type { Deps } from '@server/deps';
import { users } from '@server/db/schema/index';
import { AppError, notFound } from '@server/lib/app-error';

const SETTINGS_COLUMNS = {
  vatRegistered: users.vatRegistered,
  paymentMethods: users.paymentMethods,
  tillLockSeconds: users.tillLockSeconds,
  vatNumber: users.vatNumber,
  legalName: users.legalName,
  address: users.businessAddress,
  targetMarginPercent: users.targetMarginPercent,
};

type SettingsRow = Pick<
  typeof users.$inferSelect,
  | 'vatRegistered'
  | 'paymentMethods'
  | 'tillLockSeconds'
  | 'vatNumber'
  | 'legalName'
  | 'targetMarginPercent'
> & { address: string | null };

/** The settings as answered, from the account row's columns. */
export const settingsOf = (row: SettingsRow): ShopSettings => ({
  vatRegistered: row.vatRegistered,
  paymentMethods: inTillOrder(row.paymentMethods ?? SHOP_PAYMENT_METHODS),
  tillLockSeconds: row.tillLockSeconds,
  vatNumber: row.vatNumber,
  legalName: row.legalName,
  address: row.address,
  targetMarginPercent: row.targetMarginPercent,
});

/**
 * A shop is VAT registered only with its VAT number (its tax invoices print it): switching
 * registration on, or clearing the number of a registered shop, needs one stored or sent.
 */
function refuseRegisteredWithoutNumber(current: SettingsRow, update: ShopSettingsUpdate) {
  if (update.vatRegistered === undefined && update.vatNumber === undefined) return;
  const registered = update.vatRegistered ?? current.vatRegistered;
  const vatNumber = update.vatNumber === undefined ? current.vatNumber : update.vatNumber;
  if (registered && !vatNumber) {
    throw new AppError('VALIDATION', SHOP_SETTINGS_MESSAGES.vatNumberNeeded, {
      field: 'vatNumber',
    });
  }
}

/** A shop's settings live on its account row, so every session already carries them. */
export function createShopSettingsService({ db, clock }: Deps) {
  return {
    async update(merchantId: string, update: ShopSettingsUpdate): Promise<ShopSettings> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select(SETTINGS_COLUMNS)
          .from(users)
          .where(eq(users.id, merchantId))
          .for('update');
        if (!current) throw notFound('Shop');
        refuseRegisteredWithoutNumber(current, update);
        const { address, paymentMethods, ...rest } = update;
        const [row] = await tx
          .update(users)
          .set({
            ...rest,
            ...(address !== undefined && { businessAddress: address }),
            ...(paymentMethods && { paymentMethods: inTillOrder(paymentMethods) }),
            updatedAt: clock(),
          })
          .where(eq(users.id, merchantId))
          .returning(SETTINGS_COLUMNS);
        return settingsOf(row!);
      });
    },
  };
}
