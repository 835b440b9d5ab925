import { z } from 'zod';

export const SHOP_SETTINGS_MESSAGES = {
  vatRegistered: 'VAT registered must be true or false',
  nothingToChange: 'Send at least one setting to change',
  saved: 'Shop settings saved',
  saveFailed: 'Failed to save shop settings',
} as const;

/**
 * A shop's own settings (GET /api/shop-settings). vatRegistered: the till, receipts and
 * analytics charge and show VAT at VAT_PERCENT (the spec's default) or, when false, no VAT at all.
 */
export const ShopSettingsSchema = z.object({
  vatRegistered: z.boolean({ error: SHOP_SETTINGS_MESSAGES.vatRegistered }),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** PUT /api/shop-settings: the settings to change; the others keep their values. */
export const ShopSettingsUpdateSchema = ShopSettingsSchema.partial().refine(
  (update) => Object.values(update).some((value) => value !== undefined),
  SHOP_SETTINGS_MESSAGES.nothingToChange,
);
export type ShopSettingsUpdate = z.infer<typeof ShopSettingsUpdateSchema>;

export const DEFAULT_SHOP_SETTINGS: ShopSettings = { vatRegistered: true };
