import { z } from 'zod';
import {
  MESSAGES,
  PasswordSchema,
  PhoneSchema,
  RoleSchema,
  UserSchema,
} from '../auth/auth.schemas';

/** Messages of the employee form (docs/product.md "Validation"). */
export const EMPLOYEE_MESSAGES = {
  username: MESSAGES.usernameMin,
  password: MESSAGES.passwordMin,
  name: MESSAGES.fullName,
  email: 'Valid email required',
  phone: MESSAGES.phone,
} as const;

export const STAFF_ROLES = ['admin', 'super_admin'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'Role must be admin or super_admin' });

const BaseEmail = z.union([z.literal(''), z.email({ error: EMPLOYEE_MESSAGES.email }).max(254)], {
  error: EMPLOYEE_MESSAGES.email,
});
const lower = (value: string | null) => (value ? value.toLowerCase() : null);
/** Optional: empty or absent stores no email. */
const EmailSchema = BaseEmail.optional()
  .nullable()
  .transform((value) => lower(value ?? null));
/** On update, absent leaves the email as it is; empty clears it. */
const EmailChangeSchema = BaseEmail.optional()
  .nullable()
  .transform((value) => (value === undefined ? undefined : lower(value)));

const NameSchema = z
  .string({ error: EMPLOYEE_MESSAGES.name })
  .trim()
  .min(1, EMPLOYEE_MESSAGES.name)
  .max(120, 'Full name is at most 120 characters');

export const EmployeeCreateSchema = z.object({
  username: z
    .string({ error: EMPLOYEE_MESSAGES.username })
    .trim()
    .min(3, EMPLOYEE_MESSAGES.username)
    .max(64, 'Username must be at most 64 characters')
    .transform((value) => value.toLowerCase()),
  password: PasswordSchema,
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  /** admin unless a super_admin chooses otherwise. */
  role: StaffRoleSchema.optional(),
});
export type EmployeeCreate = z.input<typeof EmployeeCreateSchema>;

export const EmployeeUpdateSchema = z
  .object({
    name: NameSchema.optional(),
    email: EmailChangeSchema,
    phone: PhoneSchema.optional(),
    role: StaffRoleSchema.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Send at least one field to change',
  })
  .meta({ description: 'Send at least one field to change' });
export type EmployeeUpdate = z.input<typeof EmployeeUpdateSchema>;

export const EmployeeSchema = UserSchema.pick({
  id: true,
  name: true,
  username: true,
  email: true,
  phone: true,
  isActive: true,
  managerId: true,
  lastLogin: true,
  createdAt: true,
}).extend({ role: RoleSchema });
export type Employee = z.infer<typeof EmployeeSchema>;
/** A page of employees: an array; the total across pages is in the TOTAL_COUNT_HEADER header. */
export const EmployeeListSchema = z.array(EmployeeSchema);
