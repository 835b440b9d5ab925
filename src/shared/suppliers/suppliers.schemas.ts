import { z } from 'zod';
import { OptionalEmailSchema } from '../auth/auth.schemas';
import { normalizePhone, PHONE_FORMS } from '../phone/phone';
import { optionalText, RecordStatusSchema, requiredText } from '../common/fields';

/** Messages of the supplier form and API (docs/product.md "Validation": name and contact required, rating 0 to 5). */
export const SUPPLIER_MESSAGES = {
  name: 'Supplier name is required',
  contact: 'Contact person is required',
  rating: 'Rating must be between 0 and 5',
  ratingStep: 'Rating goes in steps of 0.1',
  phone: 'Valid phone number is required',
  created: 'Supplier created successfully',
  updated: 'Supplier updated successfully',
  createFailed: 'Failed to create supplier',
  updateFailed: 'Failed to update supplier',
} as const;

export const MAX_RATING = 5;

/** 0 to 5 in steps of 0.1; a number or a numeric string; empty means 0. */
export const RatingSchema = z
  .union([z.number(), z.string().max(10)], { error: SUPPLIER_MESSAGES.rating })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return 0;
    const rating = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(rating) || rating < 0 || rating > MAX_RATING) {
      ctx.addIssue({ code: 'custom', message: SUPPLIER_MESSAGES.rating });
      return z.NEVER;
    }
    if (Math.abs(Math.round(rating * 10) - rating * 10) > 1e-9) {
      ctx.addIssue({ code: 'custom', message: SUPPLIER_MESSAGES.ratingStep });
      return z.NEVER;
    }
    return Math.round(rating * 10) / 10;
  })
  .meta({ description: 'From 0 to 5 in steps of 0.1, as a number or a numeric string' });

const OptionalPhoneSchema = z
  .string({ error: SUPPLIER_MESSAGES.phone })
  .trim()
  .max(20, SUPPLIER_MESSAGES.phone)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: SUPPLIER_MESSAGES.phone });
      return z.NEVER;
    }
    return phone;
  })
  .meta({ description: `Optional. ${PHONE_FORMS}` });

/** The supplier save payload (docs/product.md "Calls"): name, contact, email, phone, address, rating, status. */
export const SupplierInputSchema = z.object({
  name: requiredText(SUPPLIER_MESSAGES.name),
  contact: requiredText(SUPPLIER_MESSAGES.contact),
  email: OptionalEmailSchema,
  phone: OptionalPhoneSchema,
  address: optionalText(300, 'Address'),
  rating: RatingSchema,
  status: RecordStatusSchema.default('active'),
});
export type SupplierInput = z.input<typeof SupplierInputSchema>;
export type SupplierValues = z.output<typeof SupplierInputSchema>;

export const SupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  rating: z.number(),
  status: RecordStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof SupplierSchema>;
export const SupplierListSchema = z.array(SupplierSchema);

/**
 * Summary tiles: total, active, pending orders (purchase orders open or partly received),
 * average rating (one decimal).
 */
export const SupplierSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pendingOrders: z.number().int(),
  averageRating: z.number(),
});
export type SupplierSummary = z.infer<typeof SupplierSummarySchema>;
