import { z } from 'zod';
import { PhoneSchema } from '@shared/auth/auth.schemas';
import { formatPhone } from '@shared/phone/phone';
import {
  DEFAULT_PERMISSIONS,
  STAFF_PERMISSIONS,
  type ShopStaffRole,
  type StaffPermission,
} from '@shared/shop-staff/permissions';
import {
  PinSchema,
  ShopStaffCreateSchema,
  type ShopStaff,
  type ShopStaffCreate,
  type ShopStaffUpdate,
} from '@shared/shop-staff/shop-staff.schemas';

/** What the add and edit forms hold: the PIN typed twice, the phone as typed. */
export interface StaffFormValues {
  name: string;
  phone: string;
  role: ShopStaffRole;
  pin: string;
  pinAgain: string;
  permissions: StaffPermission[];
  isActive: boolean;
}

const { name, role, permissions } = ShopStaffCreateSchema.shape;
/** Empty means no phone; anything typed must be a phone number. */
const phone = z
  .string()
  .trim()
  .transform((value) => value || null)
  .pipe(PhoneSchema.nullable());

/**
 * The shared create schema's fields, the phone optional, and the PIN twice: required when
 * adding, empty (keep the PIN) or a new one when editing. `mismatch`: the screen's own words.
 */
export function staffFormSchema(editing: boolean, mismatch: string) {
  return z
    .object({
      name,
      phone,
      role,
      pin: editing ? z.union([z.literal(''), PinSchema]) : PinSchema,
      pinAgain: z.string(),
      permissions: permissions.unwrap(),
      isActive: z.boolean(),
    })
    .refine((values) => values.pin === values.pinAgain, { path: ['pinAgain'], message: mismatch });
}
export type StaffFormOutput = z.output<ReturnType<typeof staffFormSchema>>;

/** The permissions in the list's order (the order the boxes show). */
export const inListOrder = (chosen: readonly StaffPermission[]) =>
  STAFF_PERMISSIONS.filter((permission) => chosen.includes(permission));

export const isRoleDefault = (role: ShopStaffRole, chosen: readonly StaffPermission[]) =>
  inListOrder(chosen).join() === inListOrder(DEFAULT_PERMISSIONS[role]).join();

export function toFormValues(person: ShopStaff | null): StaffFormValues {
  return {
    name: person?.name ?? '',
    phone: person?.phone ? formatPhone(person.phone) : '',
    role: person?.role ?? 'cashier',
    pin: '',
    pinAgain: '',
    permissions: inListOrder(person?.permissions ?? DEFAULT_PERMISSIONS.cashier),
    isActive: person?.isActive ?? true,
  };
}

/** POST body: the role's defaults are left for the server to apply, other choices sent. */
export function toCreate(values: StaffFormOutput): ShopStaffCreate {
  return {
    name: values.name,
    role: values.role,
    pin: values.pin,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(isRoleDefault(values.role, values.permissions)
      ? {}
      : { permissions: inListOrder(values.permissions) }),
  };
}

/** PUT body: every field of the form, the PIN only when a new one was typed. */
export function toUpdate(values: StaffFormOutput): ShopStaffUpdate {
  return {
    name: values.name,
    role: values.role,
    phone: values.phone,
    permissions: inListOrder(values.permissions),
    isActive: values.isActive,
    ...(values.pin ? { pin: values.pin } : {}),
  };
}
