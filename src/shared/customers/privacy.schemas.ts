import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { ConsentRecordSchema } from './consent.schemas';
import { CustomerSchema } from './customers.schemas';

/**
 * POPIA (issue 33): the shop can hand a customer their data and forget them. Erasing replaces
 * the name and blanks the phone, email and address, and clears the consent history; the sales,
 * orders and book stay (tax and credit records are kept), linked only to "Erased customer".
 */
export const ERASED_CUSTOMER_NAME = 'Erased customer';

export const PRIVACY_MESSAGES = {
  owesOnBook: 'This customer still owes on the book: settle the balance before erasing them',
  walletBalance: 'This customer has money in their wallet: it must be spent before erasing them',
  openOrders: 'This customer has open orders: complete or cancel them before erasing them',
} as const;

/** Why an erasure is refused (422 RULE_VIOLATION, details.reason). */
export const ERASE_REFUSALS = ['owes_on_book', 'wallet_balance', 'open_orders'] as const;
export type EraseRefusal = (typeof ERASE_REFUSALS)[number];

const at = z.iso.datetime({ offset: true });

const ExportSaleSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  totalAmount: DecimalStringSchema,
  paymentMethod: z.string(),
  createdAt: at,
  items: z.array(
    z.object({ name: z.string(), quantity: z.number(), unitPrice: DecimalStringSchema }),
  ),
});

const ExportOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  totalAmount: DecimalStringSchema,
  status: z.string(),
  paymentStatus: z.string(),
  createdAt: at,
});

const ExportCreditSchema = z.object({
  creditLimit: DecimalStringSchema,
  balance: DecimalStringSchema,
  status: z.string(),
  transactions: z.array(
    z.object({
      type: z.string(),
      amount: DecimalStringSchema,
      method: z.string().nullable(),
      description: z.string().nullable(),
      createdAt: at,
    }),
  ),
  instalments: z.array(
    z.object({
      sequence: z.number().int(),
      dueDate: z.string(),
      amount: DecimalStringSchema,
      paidAmount: DecimalStringSchema,
    }),
  ),
});

const ExportWalletSchema = z.object({
  balance: DecimalStringSchema,
  status: z.string(),
  transactions: z.array(
    z.object({
      type: z.string(),
      amount: DecimalStringSchema,
      description: z.string().nullable(),
      createdAt: at,
    }),
  ),
});

const ExportLoyaltySchema = z.object({
  cards: z.array(
    z.object({
      currentStamps: z.number().int(),
      targetStamps: z.number().int(),
      rewardDescription: z.string().nullable(),
      isActive: z.boolean(),
      createdAt: at,
    }),
  ),
  stampsGiven: z.number().int(),
});

/** GET /api/customers/{id}/export: everything the shop holds on one customer, as a download. */
export const CustomerExportSchema = z.object({
  exportedAt: at,
  customer: CustomerSchema,
  consents: z.array(ConsentRecordSchema),
  sales: z.array(ExportSaleSchema),
  orders: z.array(ExportOrderSchema),
  credit: ExportCreditSchema.nullable(),
  wallet: ExportWalletSchema.nullable(),
  loyalty: ExportLoyaltySchema,
});
export type CustomerExport = z.infer<typeof CustomerExportSchema>;
