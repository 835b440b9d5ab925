import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/orders.schemas';
import { SALE_STATUSES } from '../pos/refund-constants';
import { DecimalStringSchema } from '../money/money-schema';
import { normalizePhone, PHONE_FORMS } from '../phone/phone';
import { pageOf, pageQueryFields, SearchQuerySchema } from '../paging/paging';

/**
 * docs/product.md "Records": a customer has a phone (required), a name, an email and an
 * address. Name and phone are asked for; most spaza customers have no email, so it is optional
 * (valid when given), as is the address.
 */
export const CUSTOMER_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Valid email is required',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Valid phone number is required',
  phoneTaken: 'A customer with this phone number already exists',
  created: 'Customer created successfully',
  updated: 'Customer updated successfully',
  createFailed: 'Failed to create customer',
  updateFailed: 'Failed to update customer',
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const customerPhone = requiredText(CUSTOMER_MESSAGES.phoneRequired, 20)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  })
  .meta({ description: PHONE_FORMS });

/** Optional: blank or missing is no email; anything else must be a valid one. */
const customerEmail = z
  .string({ error: CUSTOMER_MESSAGES.emailInvalid })
  .trim()
  .max(254, CUSTOMER_MESSAGES.emailInvalid)
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.email({ error: CUSTOMER_MESSAGES.emailInvalid }).nullable())
  .transform((value) => value?.toLowerCase() ?? null);

/** POST /api/customers and PUT /api/customers/{id}: the whole customer. */
export const CustomerInputSchema = z.object({
  name: requiredText(CUSTOMER_MESSAGES.nameRequired, 120),
  email: customerEmail,
  phone: customerPhone,
  address: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .nullish()
    .transform((value) => value || null),
});
export type CustomerInput = z.input<typeof CustomerInputSchema>;
export type CustomerInputParsed = z.output<typeof CustomerInputSchema>;

export const CustomerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  address: z.string().nullable(),
  /** Set once the customer was erased (POPIA): the name is replaced, phone and email blank. */
  erasedAt: z.iso.datetime({ offset: true }).nullable().default(null),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** GET /api/customers: search matches the name or the phone in any common form. */
export const CustomerListQuerySchema = z.object({
  search: SearchQuerySchema,
  ...pageQueryFields(),
});
export type CustomerListQuery = z.input<typeof CustomerListQuerySchema>;
export type CustomerListQueryParsed = z.output<typeof CustomerListQuerySchema>;

export const CustomerListResponseSchema = pageOf(CustomerSchema);
export type CustomerListResponse = z.infer<typeof CustomerListResponseSchema>;

/** An order's state or a till sale's. */
export const PURCHASE_STATUSES = [...new Set([...ORDER_STATUSES, ...SALE_STATUSES])] as [
  (typeof ORDER_STATUSES)[number] | (typeof SALE_STATUSES)[number],
  ...((typeof ORDER_STATUSES)[number] | (typeof SALE_STATUSES)[number])[],
];
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** One purchase of a customer: an order or a till sale. */
export const PurchaseSchema = z.object({
  kind: z.enum(['order', 'sale']),
  id: z.uuid(),
  number: z.string(),
  totalAmount: DecimalStringSchema,
  status: z.enum(PURCHASE_STATUSES),
  paymentMethod: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

export const PURCHASE_HISTORY_LIMIT = 50;

/** GET /api/customers/{id}: the customer with their latest purchases, newest first. */
export const CustomerDetailSchema = CustomerSchema.extend({
  purchases: z.array(PurchaseSchema),
  purchaseCount: z.number().int(),
  totalSpent: DecimalStringSchema,
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;
