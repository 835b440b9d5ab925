import { isTrivialPin, PIN_MESSAGES } from '@shared/shop-staff/pin';
import type { ShopStaff } from '@shared/shop-staff/shop-staff.schemas';
import type { shopStaff } from '@server/db/schema/index';
import { ruleViolation } from '@server/lib/app-error';

export type StaffRow = typeof shopStaff.$inferSelect;

/** A person as the owner sees them: never the PIN's hash or its till key. */
export const toShopStaff = (row: StaffRow): ShopStaff => ({
  id: row.id,
  name: row.name,
  role: row.role,
  phone: row.phone,
  isActive: row.isActive,
  permissions: row.permissions,
  lockedUntil:
    row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
  lastWorkedAt: row.lastWorkedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The owner's phone as stored (+27...) and as dialled (0...): its digits make a trivial PIN. */
const phoneForms = (phone: string | null) =>
  phone?.startsWith('+27') ? [phone, `0${phone.slice(3)}`] : [phone];

/** 422 for a PIN too easy to guess (a run, one digit, the owner's phone digits). */
export function refuseTrivialPin(pin: string, ownerPhone: string | null) {
  if (phoneForms(ownerPhone).some((phone) => isTrivialPin(pin, phone))) {
    throw ruleViolation('TRIVIAL_PIN', PIN_MESSAGES.trivial, { field: 'pin' });
  }
}
