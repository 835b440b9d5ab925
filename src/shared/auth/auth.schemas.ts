import { z } from 'zod';
import { normalizePhone, PHONE_FORMS } from '../phone/phone';
import { LANGUAGE_CODES } from '../i18n/languages';
import { TrustedDeviceGrantSchema } from './devices.schemas';

/** Messages are the spec's (docs/product.md "Validation"); limits keep bad input cheap. */
export const MESSAGES = {
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  fullName: 'Full name is required',
  businessName: 'Business name is required',
  phone: 'Valid phone number is required',
  email: 'Valid email is required',
  codeMin: 'Enter the 4-digit code',
  codeFormat: 'Code should be 4-6 digits',
} as const;

export const LanguageSchema = z.enum(LANGUAGE_CODES, {
  error: 'Choose one of the listed languages',
});
export const LanguageChoiceSchema = z.object({ language: LanguageSchema });

export const ROLES = ['merchant', 'admin', 'super_admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

const username = (min: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(64, 'Username must be at most 64 characters')
    .transform((value) => value.toLowerCase());

export const PasswordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .min(6, MESSAGES.passwordMin)
  .max(128, 'Password must be at most 128 characters');

/** Accepts any common SA form and yields +27XXXXXXXXX. */
export const PhoneSchema = z
  .string({ error: MESSAGES.phone })
  .trim()
  .min(10, MESSAGES.phone)
  .max(20, MESSAGES.phone)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.phone });
      return z.NEVER;
    }
    return phone;
  })
  .meta({ description: PHONE_FORMS });

export const OptionalEmailSchema = z
  .union([z.literal(''), z.email({ error: MESSAGES.email }).max(254, MESSAGES.email)])
  .optional()
  .nullable()
  .transform((value) => (value ? value.toLowerCase() : null));

const requiredText = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const AdminLoginSchema = z.object({
  username: username(1, MESSAGES.usernameRequired),
  password: PasswordSchema,
});
export type AdminLogin = z.input<typeof AdminLoginSchema>;

/** deviceToken: a trusted phone's credential; with the right password it skips the SMS code. */
export const MerchantLoginSchema = AdminLoginSchema.extend({
  deviceToken: z.string().max(200).optional(),
});
export type MerchantLogin = z.input<typeof MerchantLoginSchema>;

export const MerchantRegisterSchema = z.object({
  name: requiredText(MESSAGES.fullName),
  businessName: requiredText(MESSAGES.businessName),
  username: username(3, MESSAGES.usernameMin),
  password: PasswordSchema,
  phone: PhoneSchema,
  email: OptionalEmailSchema,
});
export type MerchantRegister = z.input<typeof MerchantRegisterSchema>;

export const CodeSchema = z
  .string({ error: MESSAGES.codeMin })
  .trim()
  .min(4, MESSAGES.codeMin)
  .max(6, MESSAGES.codeFormat)
  .regex(/^\d+$/, MESSAGES.codeFormat);

/** trustDevice: remember this phone for 30 days (the form's default; off on a shared phone). */
export const VerifyPhoneSchema = z.object({
  phone: PhoneSchema,
  code: CodeSchema,
  trustDevice: z.boolean({ error: 'trustDevice must be true or false' }).optional(),
});
export type VerifyPhone = z.input<typeof VerifyPhoneSchema>;

export const ResendCodeSchema = z.object({ phone: PhoneSchema });

export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: RoleSchema,
  businessName: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessType: z.string().nullable(),
  language: LanguageSchema.nullable(),
  isActive: z.boolean(),
  managerId: z.string().nullable(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const RegisterResponseSchema = z.object({ phone: z.string(), message: z.string() });
export const SessionResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** session: present when a trusted phone signed in without a code (no SMS was sent). */
export const MerchantLoginResponseSchema = UserSchema.pick({
  id: true,
  username: true,
  name: true,
  businessName: true,
  role: true,
  phone: true,
  email: true,
}).extend({ message: z.string(), session: SessionResponseSchema.optional() });

/** trustedDevice: the credential for the phone to keep, when it asked to be trusted. */
export const VerifyResponseSchema = SessionResponseSchema.extend({
  trustedDevice: TrustedDeviceGrantSchema.optional(),
});
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;
export const MeResponseSchema = z.object({ user: UserSchema });
export const MessageResponseSchema = z.object({ message: z.string() });

export const PASSWORD_CHANGE_MESSAGES = {
  changed: 'Password changed. Other phones must sign in again with an SMS code.',
  failed: 'Failed to change password',
  current: 'Enter your current password',
  wrong: 'Your current password is not right',
  same: 'Choose a new password, not the current one',
} as const;

/** PUT /api/auth/password: ends the account's other sessions and trusted phones. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: PASSWORD_CHANGE_MESSAGES.current })
      .min(1, PASSWORD_CHANGE_MESSAGES.current)
      .max(128, PASSWORD_CHANGE_MESSAGES.current),
    newPassword: PasswordSchema,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    message: PASSWORD_CHANGE_MESSAGES.same,
    path: ['newPassword'],
  });
export type ChangePassword = z.input<typeof ChangePasswordSchema>;
