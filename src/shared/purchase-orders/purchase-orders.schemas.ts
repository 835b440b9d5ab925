import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { optionalText } from '../common/fields';
import { pageOf, pageQueryFields } from '../paging/paging';
import { MAX_STOCK } from '../catalog/catalog.schemas';
import { UnitCostSchema } from '../stock-in/stock-in.schemas';

/**
 * Purchase orders (issue: stock in): what the shop asks a supplier for, sent as text by WhatsApp
 * or SMS or printed, received in full or in part by stock receipts naming it, or cancelled.
 * Open and partly received orders are the suppliers' "pending orders".
 */
export const PURCHASE_ORDER_STATUSES = [
  'open',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
/** The statuses counted as pending: still waiting for goods. */
export const PENDING_PURCHASE_ORDER_STATUSES = ['open', 'partially_received'] as const;

/** 409 `details.reason` when an order is received or cancelled and takes no more changes. */
export const PURCHASE_ORDER_CLOSED = 'PURCHASE_ORDER_CLOSED';
/** 422 `details.reason` when a receipt against an order names a product it does not have. */
export const NOT_ON_PURCHASE_ORDER = 'NOT_ON_PURCHASE_ORDER';

export const MAX_PURCHASE_ORDER_LINES = 200;

export const PURCHASE_ORDER_MESSAGES = {
  supplierRequired: 'Choose the supplier',
  linesRequired: 'Add at least one product to the order',
  quantityWhole: 'Quantity must be a whole number of units, at least 1',
  oneLinePerProduct: 'Each product once per order',
} as const;

export const PurchaseOrderLineInputSchema = z.object({
  productId: z.uuid({ error: 'Not a valid id' }),
  quantity: z
    .number({ error: PURCHASE_ORDER_MESSAGES.quantityWhole })
    .int(PURCHASE_ORDER_MESSAGES.quantityWhole)
    .min(1, PURCHASE_ORDER_MESSAGES.quantityWhole)
    .max(MAX_STOCK, `At most ${MAX_STOCK}`),
  unitCost: UnitCostSchema.nullish(),
});

/** POST /api/purchase-orders */
export const CreatePurchaseOrderSchema = z.object({
  supplierId: z.uuid({ error: PURCHASE_ORDER_MESSAGES.supplierRequired }),
  note: optionalText(500, 'Note'),
  lines: z
    .array(PurchaseOrderLineInputSchema, { error: PURCHASE_ORDER_MESSAGES.linesRequired })
    .min(1, PURCHASE_ORDER_MESSAGES.linesRequired)
    .max(MAX_PURCHASE_ORDER_LINES, `At most ${MAX_PURCHASE_ORDER_LINES} lines`)
    .refine(
      (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
      PURCHASE_ORDER_MESSAGES.oneLinePerProduct,
    ),
});
export type CreatePurchaseOrder = z.input<typeof CreatePurchaseOrderSchema>;
export type CreatePurchaseOrderParsed = z.output<typeof CreatePurchaseOrderSchema>;

/** PUT /api/purchase-orders/{id}: cancel an order not yet received in full. */
export const UpdatePurchaseOrderSchema = z.object({
  status: z.literal('cancelled', { error: 'Only cancelling an order is a change' }),
});
export type UpdatePurchaseOrder = z.input<typeof UpdatePurchaseOrderSchema>;

export const PurchaseOrderLineSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  quantity: z.number().int(),
  quantityReceived: z.number().int(),
  unitCost: z.string().nullable(),
});

export const PurchaseOrderSchema = z.object({
  id: z.uuid(),
  /** PO-000001 */
  number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplierId: z.uuid(),
  supplierName: z.string(),
  /** The supplier's phone, for sending the order by WhatsApp or SMS; null when unknown. */
  supplierPhone: z.string().nullable(),
  note: z.string().nullable(),
  /** Sum of quantity x unit cost of the lines with a cost, excluding VAT. */
  estimatedCost: DecimalStringSchema,
  lines: z.array(PurchaseOrderLineSchema),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

export const PurchaseOrderListQuerySchema = z.object({
  status: z.enum(['all', 'pending', ...PURCHASE_ORDER_STATUSES]).default('all'),
  supplierId: z.uuid({ error: 'Not a valid id' }).optional(),
  ...pageQueryFields(100, 20),
});
export type PurchaseOrderListQuery = z.input<typeof PurchaseOrderListQuerySchema>;
export const PurchaseOrderListSchema = pageOf(PurchaseOrderSchema);
export type PurchaseOrderList = z.infer<typeof PurchaseOrderListSchema>;

/**
 * GET /api/purchase-orders/proposal?supplierId=: "order what is low": the supplier's products
 * (all products when no supplier is given) at or below their low-stock threshold, each with a
 * quantity from the last four weeks' sales (four weeks of sales less the stock on hand, at least
 * enough to lift it above the threshold) and its last cost.
 */
export const ProposalQuerySchema = z.object({
  supplierId: z.uuid({ error: 'Not a valid id' }).optional(),
});
export const ProposalLineSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  soldLastFourWeeks: z.number().int(),
  quantity: z.number().int(),
  unitCost: z.string().nullable(),
});
export const ProposalSchema = z.array(ProposalLineSchema);
export type ProposalLine = z.infer<typeof ProposalLineSchema>;
