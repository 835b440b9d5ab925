import { z } from 'zod';
import { DecimalStringSchema, moneySchema } from '../money/money-schema';
import { MONEY_LIMITS } from '../money/limits';
import { VAT_PERCENT } from '../money/vat';
import { pageOf, pageQueryFields } from '../paging/paging';
import { InstalmentCountSchema } from '../credit/credit.schemas';
import {
  DISCOUNT_MESSAGES,
  DiscountInputSchema,
  LineDiscountFields,
  SaleDiscountFields,
} from './discount.schemas';
import {
  MAX_SALE_LINES,
  MAX_SALE_QUANTITY,
  OFFLINE_PAYMENT_METHODS,
  POS_MESSAGES,
  POS_PAYMENT_METHODS,
} from './pos-constants';
import { RefundSchema } from './refund.schemas';
import { BUYER_NEEDED_MESSAGE } from './receipt-legal';
import { VatNumberSchema } from '../shop-settings/vat-number-schema';

// The till's first load reads these without zod; the contract keeps offering them from here.
export {
  MAX_SALE_LINES,
  MAX_SALE_QUANTITY,
  OFFLINE_PAYMENT_METHODS,
  POS_MESSAGES,
  POS_PAYMENT_METHODS,
  type PosPaymentMethod,
  type PriceChangedDetails,
} from './pos-constants';

export const PosPaymentMethodSchema = z.enum(POS_PAYMENT_METHODS);

export const PosSaleItemInputSchema = z.object({
  productId: z.uuid({ error: 'Not a valid id' }),
  quantity: z
    .number({ error: POS_MESSAGES.quantityWhole })
    .int(POS_MESSAGES.quantityWhole)
    .min(1, POS_MESSAGES.quantityWhole)
    .max(MAX_SALE_QUANTITY, `At most ${MAX_SALE_QUANTITY}`),
  /** What the till showed; the server refuses the sale when its own price differs. */
  unitPrice: moneySchema({ max: MONEY_LIMITS.price, label: 'Unit price' }),
  /** What the line charges: unit price times quantity, less the line's discount. */
  subtotal: moneySchema({ max: MONEY_LIMITS.line, label: 'A line' }),
  discount: DiscountInputSchema.nullish(),
});

const saleAmount = () => moneySchema({ max: MONEY_LIMITS.sale, label: 'A sale' });

export const OFFLINE_RECEIPT_PATTERN = /^OFF-[A-Za-z0-9]{1,16}-\d{1,9}$/;

/** A sale rung up with no network and sent later: when, its till receipt number and the VAT it was charged at. */
export const OfflineSaleFieldsSchema = z.object({
  receiptNumber: z
    .string()
    .regex(OFFLINE_RECEIPT_PATTERN, 'A receipt number like OFF-A1B2C3-7 (device, then a number)'),
  soldAt: z.iso.datetime({ offset: true, error: 'soldAt must be a date and time with its offset' }),
  vatPercent: z.union([z.literal(0), z.literal(VAT_PERCENT)], {
    error: `vatPercent must be 0 or ${VAT_PERCENT}`,
  }),
  /** The staff member signed in at the till when it was rung up (PIN checked on the phone). */
  cashierId: z.uuid({ error: 'Not a valid id' }).nullish(),
  /** The shift open on that phone when it was rung up: the sale lands in it while it is open. */
  shiftId: z.uuid({ error: 'Not a valid id' }).nullish(),
});
export type OfflineSaleFields = z.infer<typeof OfflineSaleFieldsSchema>;

const buyerText = (max: number, message: string) =>
  z.string({ error: BUYER_NEEDED_MESSAGE }).trim().min(1, BUYER_NEEDED_MESSAGE).max(max, message);

/** The buyer a full tax invoice names (a VAT-registered shop's sale above R5 000). */
export const SaleBuyerSchema = z.object({
  name: buyerText(120, 'At most 120 characters'),
  address: buyerText(200, 'At most 200 characters'),
  vatNumber: VatNumberSchema.optional().transform((value) => value ?? null),
});
export type SaleBuyer = z.input<typeof SaleBuyerSchema>;

/** POST /api/pos-sales: the spec's payload; money as "12.50" or 12.5. */
export const CreatePosSaleSchema = z
  .object({
    customerId: z
      .union([z.literal(''), z.uuid({ error: 'Not a valid id' })])
      .nullish()
      .transform((value) => value || null),
    items: z
      .array(PosSaleItemInputSchema, { error: POS_MESSAGES.emptyCart })
      .min(1, POS_MESSAGES.emptyCart)
      .max(MAX_SALE_LINES, `At most ${MAX_SALE_LINES} lines`),
    /** The sum of the lines; the sale's discount comes off it before VAT. */
    subtotal: saleAmount(),
    discount: DiscountInputSchema.nullish(),
    tax: saleAmount(),
    total: saleAmount(),
    paymentMethod: PosPaymentMethodSchema,
    status: z.literal('completed').default('completed'),
    /** Cash handed over, for the change; optional. */
    cashTendered: moneySchema().nullish(),
    /** Credit sales: 1 instalment due in 30 days (default), or 2-4 weekly (BNPL). */
    instalments: InstalmentCountSchema.optional(),
    /** Set for a sale rung up offline: its prices are kept as rung up (a difference is recorded). */
    offline: OfflineSaleFieldsSchema.optional(),
    /** The buyer, for a registered shop's sale above R5 000 (a full tax invoice names them). */
    buyer: SaleBuyerSchema.optional(),
  })
  .refine(
    (sale) =>
      !sale.offline || (OFFLINE_PAYMENT_METHODS as readonly string[]).includes(sale.paymentMethod),
    { message: 'Offline sales are paid in cash or by card', path: ['paymentMethod'] },
  )
  .refine(
    (sale) => {
      const discounted = sale.items.filter((item) => item.discount).map((item) => item.productId);
      return discounted.every(
        (id) => sale.items.filter((item) => item.productId === id).length === 1,
      );
    },
    { message: DISCOUNT_MESSAGES.oneLine, path: ['items'] },
  );
export type CreatePosSale = z.input<typeof CreatePosSaleSchema>;
export type CreatePosSaleParsed = z.output<typeof CreatePosSaleSchema>;

export const PosSaleItemSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: DecimalStringSchema,
  subtotal: DecimalStringSchema,
  /** Offline sales: the day's list price when the till charged another. */
  listPrice: DecimalStringSchema.optional(),
  /** Units of this line refunded so far. */
  refundedQuantity: z.number().int().default(0),
  /** A pesticide's registration (Act 36 of 1947) when it was sold: its receipt line warns. */
  pesticideRegistration: z.string().optional(),
  ...LineDiscountFields,
});
export type PosSaleItem = z.infer<typeof PosSaleItemSchema>;

/** A BNPL part of a credit sale, for the receipt. */
export const PosSaleInstalmentSchema = z.object({
  sequence: z.number().int(),
  dueDate: z.iso.date(),
  amount: DecimalStringSchema,
});
export type PosSaleInstalment = z.infer<typeof PosSaleInstalmentSchema>;

export const PosSaleSchema = z.object({
  id: z.uuid(),
  saleNumber: z.string(),
  items: z.array(PosSaleItemSchema),
  subtotal: DecimalStringSchema,
  ...SaleDiscountFields,
  tax: DecimalStringSchema,
  /** VAT_PERCENT, or 0 when the shop is not VAT registered: a receipt prints a VAT line only above 0. */
  vatPercent: z.number().int().default(VAT_PERCENT),
  total: DecimalStringSchema,
  totalAmount: DecimalStringSchema,
  paymentMethod: z.string(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  /** The named customer's phone (E.164), for sending the receipt straight to them. */
  customerPhone: z.string().nullable().default(null),
  status: z.string(),
  cashTendered: DecimalStringSchema.nullable(),
  changeDue: DecimalStringSchema.nullable(),
  /** Credit sales: the instalments with their due dates; empty otherwise (and in answers stored before). */
  instalments: z.array(PosSaleInstalmentSchema).default([]),
  /** Offline sales: the till's receipt number, when it reached the server and the price difference. */
  offlineReceiptNumber: z.string().nullable().default(null),
  syncedAt: z.iso.datetime({ offset: true }).nullable().default(null),
  priceDifference: DecimalStringSchema.nullable().default(null),
  /**
   * Offline sales with a line rung up below the shop's price or at zero: how far below the
   * shop's prices, in all ("0.00" for a free product given free). The goods left, so the sale
   * is kept; the owner is shown it. Null when no line was below.
   */
  belowPrice: DecimalStringSchema.nullable().default(null),
  /** The customer's receipt page is /r/{receiptToken}. */
  receiptToken: z.string().nullable().default(null),
  /** Who rang it up: a member of the shop's staff, or null for the owner. */
  cashier: z.object({ id: z.uuid(), name: z.string() }).nullable().default(null),
  /** The buyer a full tax invoice names (above R5 000); null when the sale names none. */
  buyer: z
    .object({ name: z.string(), address: z.string(), vatNumber: z.string().nullable() })
    .nullable()
    .default(null),
  /** What has been refunded so far; status says completed, partially_refunded or refunded. */
  refundedAmount: DecimalStringSchema.default('0.00'),
  /** The sale's refunds with their credit notes (GET /api/pos-sales/{id}; empty in lists). */
  refunds: z.array(z.lazy(() => RefundSchema)).default([]),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PosSale = z.infer<typeof PosSaleSchema>;

export const PosSaleListQuerySchema = z.object({
  customerId: z.uuid({ error: 'Not a valid id' }).optional(),
  /** A staff member's id, or "owner" for the owner's own sales. */
  cashierId: z.union([z.uuid(), z.literal('owner')], { error: 'Not a valid id' }).optional(),
  /** A receipt's number as printed (the sale number, or an offline till's OFF-...): zero or one sale. */
  receiptNumber: z.string().trim().min(1).max(40, 'At most 40 characters').optional(),
  ...pageQueryFields(),
});
export type PosSaleListQuery = z.input<typeof PosSaleListQuerySchema>;
export type PosSaleListQueryParsed = z.output<typeof PosSaleListQuerySchema>;

export const PosSaleListResponseSchema = pageOf(PosSaleSchema);
export type PosSaleListResponse = z.infer<typeof PosSaleListResponseSchema>;
