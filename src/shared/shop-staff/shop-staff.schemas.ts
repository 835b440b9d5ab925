import { z } from 'zod';
import { PhoneSchema } from '../auth/auth.schemas';
import { requiredText } from '../common/fields';
import { APPROVAL_ACTIONS, SHOP_STAFF_ROLES, STAFF_PERMISSIONS } from './permissions';
import { PIN_MESSAGES, PIN_PATTERN } from './pin';

export const SHOP_STAFF_MESSAGES = {
  name: 'Name is required',
  role: 'Role must be cashier or manager',
  permission: 'Choose permissions from the list',
  wrongPin: 'Wrong PIN',
  nothingToChange: 'Send at least one field to change',
} as const;

export const ShopStaffRoleSchema = z.enum(SHOP_STAFF_ROLES, { error: SHOP_STAFF_MESSAGES.role });
export const StaffPermissionSchema = z.enum(STAFF_PERMISSIONS, {
  error: SHOP_STAFF_MESSAGES.permission,
});
export const ApprovalActionSchema = z.enum(APPROVAL_ACTIONS, {
  error: 'Choose an action that can be approved',
});

/** A PIN as typed: 4 to 6 digits. Trivial PINs are refused by the server (it knows the phone). */
export const PinSchema = z
  .string({ error: PIN_MESSAGES.format })
  .regex(PIN_PATTERN, PIN_MESSAGES.format);

const NameSchema = requiredText(SHOP_STAFF_MESSAGES.name, 60);
const PermissionsSchema = z.array(StaffPermissionSchema).max(STAFF_PERMISSIONS.length);

/** POST /api/shop-staff. permissions: the role's defaults unless the owner chose. */
export const ShopStaffCreateSchema = z.object({
  name: NameSchema,
  role: ShopStaffRoleSchema,
  pin: PinSchema,
  phone: PhoneSchema.optional().nullable(),
  permissions: PermissionsSchema.optional(),
});
export type ShopStaffCreate = z.input<typeof ShopStaffCreateSchema>;

/** PUT /api/shop-staff/{id}: what to change; `unlock: true` lifts a PIN lock at once. */
export const ShopStaffUpdateSchema = z
  .object({
    name: NameSchema.optional(),
    role: ShopStaffRoleSchema.optional(),
    pin: PinSchema.optional(),
    phone: PhoneSchema.optional().nullable(),
    permissions: PermissionsSchema.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    unlock: z.literal(true, { error: 'unlock must be true' }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: SHOP_STAFF_MESSAGES.nothingToChange,
  });
export type ShopStaffUpdate = z.input<typeof ShopStaffUpdateSchema>;

/** A person of the shop, as the owner sees them. Never a PIN or its hash. */
export const ShopStaffSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: ShopStaffRoleSchema,
  phone: z.string().nullable(),
  isActive: z.boolean(),
  permissions: z.array(StaffPermissionSchema),
  /** Locked after too many wrong PINs until this time (ISO), else null. */
  lockedUntil: z.iso.datetime({ offset: true }).nullable(),
  /** When they last signed in at the till or recorded something (ISO), else null. */
  lastWorkedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ShopStaff = z.infer<typeof ShopStaffSchema>;
export const ShopStaffListSchema = z.array(ShopStaffSchema);

/** Who is at the till, in a staff session. */
export const StaffIdentitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: ShopStaffRoleSchema,
  permissions: z.array(StaffPermissionSchema),
});
export type StaffIdentity = z.infer<typeof StaffIdentitySchema>;

/** POST /api/shop-staff/sign-in, sent with the shop owner's session. */
export const StaffSignInSchema = z.object({
  staffId: z.uuid({ error: 'Not found' }),
  pin: PinSchema,
});
export type StaffSignIn = z.input<typeof StaffSignInSchema>;
export const StaffSignInResponseSchema = z.object({
  /** A bearer token for that shop with that person's permissions. */
  token: z.string(),
  staff: StaffIdentitySchema,
});
export type StaffSignInResponse = z.infer<typeof StaffSignInResponseSchema>;

/**
 * POST /api/shop-staff/approvals: a manager or the owner approves one action of the person at
 * the till. approverId: a manager's staff id, or the owner's own user id (with the owner's PIN).
 */
export const ApprovalRequestSchema = z.object({
  approverId: z.uuid({ error: 'Not found' }),
  pin: PinSchema,
  action: ApprovalActionSchema,
});
export type ApprovalRequest = z.input<typeof ApprovalRequestSchema>;
export const ApprovalResponseSchema = z.object({
  /** Send it as the `Approval-Token` header of that one action's request; single use. */
  approvalToken: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ApprovalResponse = z.infer<typeof ApprovalResponseSchema>;

/** PUT /api/shop-staff/owner-pin: the owner's till PIN, set on first use (password to change). */
export const OwnerPinSchema = z.object({
  pin: PinSchema,
  password: z.string().max(128).optional(),
});
export type OwnerPin = z.input<typeof OwnerPinSchema>;
/** POST /api/shop-staff/owner-return: the owner takes the till back with their PIN or password. */
export const OwnerReturnSchema = z
  .object({ pin: PinSchema.optional(), password: z.string().max(128).optional() })
  .refine((value) => value.pin !== undefined || value.password !== undefined, {
    message: 'Enter your PIN or password',
  });
export type OwnerReturn = z.input<typeof OwnerReturnSchema>;
/** The answer of the owner's PIN calls. */
export const OkSchema = z.object({ ok: z.literal(true) });

/**
 * GET /api/shop-staff/till-keys: what a phone keeps to switch users offline, for the shop's
 * active staff and the owner. `verifier` is a separate salted key stretched from the PIN
 * (PBKDF2-SHA256), never the stored PIN hash (decision record 0026).
 */
export const TillKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(['owner', ...SHOP_STAFF_ROLES]),
  permissions: z.array(StaffPermissionSchema),
  salt: z.string(),
  iterations: z.number().int(),
  verifier: z.string().nullable(),
});
export const TillKeysSchema = z.object({
  tillLockSeconds: z.number().int(),
  keys: z.array(TillKeySchema),
});
export type TillKeys = z.infer<typeof TillKeysSchema>;

/** The `Approval-Token` header of an action a staff member needs approved (routes that take one). */
export const ApprovalTokenHeaderSchema = z
  .string({ error: 'Not a valid approval' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a valid approval')
  .optional()
  .meta({
    description:
      'An approval from POST /api/shop-staff/approvals for this one action, used once (a staff session without the permission)',
  });
