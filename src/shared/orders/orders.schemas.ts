import { z } from 'zod';
import { RowVersionSchema } from '../common/row-version';
import { DecimalStringSchema, moneySchema } from '../money/money-schema';
import { MONEY_LIMITS } from '../money/limits';
import { pageOf, pageQueryFields, SearchQuerySchema } from '../paging/paging';
import { VOICE_LANGUAGES } from '../voice/languages';

/** docs/product.md "Records", "States", "Validation", "Constants": orders, their states and the item rule. */
export const ORDER_MESSAGES = {
  itemsRequired: 'Please add at least one item to the order',
  itemsLocked: 'Items of a completed or cancelled order cannot be changed',
  productRequired: 'Choose a product for each item',
  quantityWhole: 'Quantity must be a whole number',
  created: 'Order created successfully',
  updated: 'Order updated successfully',
  createFailed: 'Failed to create order',
  updateFailed: 'Failed to update order',
} as const;

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** The dialog's methods; 'voice_order' is what a voice order sends. */
export const ORDER_PAYMENT_METHODS = [
  'cash',
  'mobile_money',
  'bank_transfer',
  'card',
  'credit',
] as const;
export const OrderPaymentMethodSchema = z.enum([...ORDER_PAYMENT_METHODS, 'voice_order']);
export type OrderPaymentMethod = z.infer<typeof OrderPaymentMethodSchema>;

export const ORDER_TYPES = ['standard', 'voice'] as const;

export const MAX_ORDER_LINES = 200;
export const MAX_LINE_QUANTITY = 100_000;

/**
 * One line as sent: a product id (or, from voice, a product name) and a quantity.
 * A price may be sent but the server prices every line itself.
 */
export const OrderItemInputSchema = z
  .object({
    productId: z.uuid({ error: 'Not a valid id' }).optional(),
    name: z.string().trim().max(200, 'At most 200 characters').optional(),
    quantity: z
      .number({ error: ORDER_MESSAGES.quantityWhole })
      .int(ORDER_MESSAGES.quantityWhole)
      .min(-MAX_LINE_QUANTITY)
      .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY}`),
    price: moneySchema({ max: MONEY_LIMITS.price, label: 'Price' }).optional(),
    unitPrice: moneySchema({ max: MONEY_LIMITS.price, label: 'Unit price' }).optional(),
  })
  .refine((line) => line.productId || line.name, ORDER_MESSAGES.productRequired)
  .meta({
    description:
      'A productId, or (voice orders) a product name; quantity 0 or below drops the line',
  });
export type OrderItemInput = z.input<typeof OrderItemInputSchema>;

/** A quantity of 0 or below removes the line; at least one line must remain. */
const itemsSchema = z
  .array(OrderItemInputSchema, { error: ORDER_MESSAGES.itemsRequired })
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} items`)
  .transform((lines) => lines.filter((line) => line.quantity > 0))
  .refine((lines) => lines.length > 0, ORDER_MESSAGES.itemsRequired)
  .meta({ description: 'At least one line with a quantity above 0' });

const orderTotal = () => moneySchema({ max: MONEY_LIMITS.sale, label: 'An order' });

const customerIdSchema = z
  .union([z.literal(''), z.uuid({ error: 'Not a valid id' })])
  .nullish()
  .transform((value) => value || null);

/** POST /api/orders: the dialog's fields with its items, or the voice shape. */
export const CreateOrderSchema = z.object({
  customerId: customerIdSchema,
  status: OrderStatusSchema.default('pending'),
  paymentStatus: PaymentStatusSchema.default('pending'),
  paymentMethod: OrderPaymentMethodSchema.nullish().transform((value) => value ?? null),
  items: itemsSchema,
  /** Accepted for the spec's clients; the server computes the total from the priced lines. */
  totalAmount: orderTotal().optional(),
  orderType: z.enum(ORDER_TYPES).default('standard'),
  language: z.enum(VOICE_LANGUAGES).nullish(),
});
export type CreateOrder = z.input<typeof CreateOrderSchema>;
export type CreateOrderParsed = z.output<typeof CreateOrderSchema>;

/** PUT /api/orders/{id}: any of the fields; items, when sent, replace the order's items. */
export const UpdateOrderSchema = z.object({
  customerId: customerIdSchema.optional(),
  status: OrderStatusSchema.optional(),
  paymentStatus: PaymentStatusSchema.optional(),
  paymentMethod: OrderPaymentMethodSchema.nullish(),
  items: itemsSchema.optional(),
  totalAmount: orderTotal().optional(),
  /** The version read: 409 (STALE_VERSION) if the order changed since (a second phone, a payment). */
  version: RowVersionSchema.optional(),
});
export type UpdateOrder = z.input<typeof UpdateOrderSchema>;
export type UpdateOrderParsed = z.output<typeof UpdateOrderSchema>;

export const OrderItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPrice: DecimalStringSchema,
  totalPrice: DecimalStringSchema,
  /** The product's list price now: what an edit of the items is priced from. */
  listPrice: DecimalStringSchema,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  totalAmount: DecimalStringSchema,
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: z.string().nullable(),
  orderType: z.string(),
  language: z.string().nullable(),
  items: z.array(OrderItemSchema),
  /** The credit note (CN-000001) of a paid order's cancellation, its latest; null for none. */
  creditNoteNumber: z.string().nullable().optional(),
  /** Bumped on every change of the order; an edit sends the one it read. */
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListQuerySchema = z.object({
  status: z.enum(['all', ...ORDER_STATUSES]).default('all'),
  search: SearchQuerySchema,
  ...pageQueryFields(),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;
export type OrderListQueryParsed = z.output<typeof OrderListQuerySchema>;

export const OrderCountsSchema = z.object(
  Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<
    OrderStatus,
    z.ZodNumber
  >,
);
export type OrderCounts = z.infer<typeof OrderCountsSchema>;

/** GET /api/orders: a page of orders with items and customer name, and counts per status. */
export const OrderListResponseSchema = pageOf(OrderSchema).extend({ counts: OrderCountsSchema });
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;
