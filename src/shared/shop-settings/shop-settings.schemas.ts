import { z } from 'zod';
import { POS_PAYMENT_METHODS } from '../pos/pos.schemas';
import { ShopPaymentMethodsSchema } from '../store-setup/setup-payment.schemas';
import { DEFAULT_TILL_LOCK_SECONDS } from '../shop-staff/permissions';
import { VAT_NUMBER_MESSAGE } from './vat-number';
import { VatNumberSchema } from './vat-number-schema';

export const SHOP_SETTINGS_MESSAGES = {
  vatRegistered: 'VAT registered must be true or false',
  nothingToChange: 'Send at least one setting to change',
  saved: 'Shop settings saved',
  saveFailed: 'Failed to save shop settings',
  tillLock: 'The till locks after 30 seconds to 60 minutes untouched',
  vatNumber: VAT_NUMBER_MESSAGE,
  vatNumberNeeded: "Add the shop's VAT number before switching VAT registration on",
  targetMargin: 'The target margin is a whole percent from 0 to 90',
} as const;

/** Text a person types, trimmed; empty means none (null). */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((text) => text || null);

/** The margin a price is suggested for until the owner chooses one (percent of the price). */
export const DEFAULT_TARGET_MARGIN_PERCENT = 25;

/** The margin the owner aims for: the product form suggests the price that gives it. */
export const TargetMarginPercentSchema = z
  .number({ error: SHOP_SETTINGS_MESSAGES.targetMargin })
  .int(SHOP_SETTINGS_MESSAGES.targetMargin)
  .min(0, SHOP_SETTINGS_MESSAGES.targetMargin)
  .max(90, SHOP_SETTINGS_MESSAGES.targetMargin);

/** How long a till with staff may stay untouched before it goes back to "Switch user". */
export const TillLockSecondsSchema = z
  .number({ error: SHOP_SETTINGS_MESSAGES.tillLock })
  .int(SHOP_SETTINGS_MESSAGES.tillLock)
  .min(30, SHOP_SETTINGS_MESSAGES.tillLock)
  .max(3600, SHOP_SETTINGS_MESSAGES.tillLock);

/**
 * A shop's own settings (GET /api/shop-settings). vatRegistered: the till, receipts and
 * analytics charge and show VAT at VAT_PERCENT (the spec's default) or, when false, no VAT at all.
 * paymentMethods: what the till offers, as ticked in the Setup Wizard or here (wallet: the
 * shop keeps customer wallets); a shop that never chose takes every method the till can.
 * targetMarginPercent: the margin the product form suggests a price for.
 */
export const ShopSettingsSchema = z.object({
  vatRegistered: z.boolean({ error: SHOP_SETTINGS_MESSAGES.vatRegistered }),
  paymentMethods: ShopPaymentMethodsSchema,
  tillLockSeconds: TillLockSecondsSchema.default(DEFAULT_TILL_LOCK_SECONDS),
  /** What receipts print: the VAT number (a registered shop's tax invoices), registered name, address. */
  vatNumber: z.string().nullable().default(null),
  legalName: z.string().nullable().default(null),
  address: z.string().nullable().default(null),
  targetMarginPercent: TargetMarginPercentSchema.default(DEFAULT_TARGET_MARGIN_PERCENT),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/**
 * PUT /api/shop-settings: the settings to change; the others keep their values (no default
 * here: a change of another setting must not reset the till lock).
 */
export const ShopSettingsUpdateSchema = ShopSettingsSchema.extend({
  tillLockSeconds: TillLockSecondsSchema,
  vatNumber: VatNumberSchema,
  legalName: optionalText(120, 'At most 120 characters'),
  address: optionalText(200, 'At most 200 characters'),
  targetMarginPercent: TargetMarginPercentSchema,
})
  .partial()
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    SHOP_SETTINGS_MESSAGES.nothingToChange,
  );
export type ShopSettingsUpdate = z.infer<typeof ShopSettingsUpdateSchema>;

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  vatRegistered: true,
  paymentMethods: [...POS_PAYMENT_METHODS],
  tillLockSeconds: DEFAULT_TILL_LOCK_SECONDS,
  vatNumber: null,
  legalName: null,
  address: null,
  targetMarginPercent: DEFAULT_TARGET_MARGIN_PERCENT,
};
