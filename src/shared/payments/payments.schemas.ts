import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { pageOf, pageQueryFields } from '../paging/paging';

export const TRANSACTION_KINDS = [
  'sale',
  'order_payment',
  'repayment',
  'top_up',
  'utility',
  'loan_disbursement',
  'loan_repayment',
  'refund',
] as const;

/** Methods whose takings reach the merchant through settlement, not the cash drawer. */
export const SETTLED_METHODS = ['card', 'mobile_money', 'wallet'] as const;

/** The Payments & Wallet page, computed from sales, orders, repayments, top-ups, float and loans. */
export const PaymentsOverviewSchema = z.object({
  walletBalance: DecimalStringSchema,
  unsettledTakings: DecimalStringSchema,
  /** Airtime, electricity and transfers bought from the wallet. */
  valueAddedPurchases: DecimalStringSchema,
  monthlyRevenue: DecimalStringSchema,
  monthlySales: z.number().int(),
  pendingPayments: z.object({ count: z.number().int(), amount: DecimalStringSchema }),
  paymentMethods: z.array(
    z.object({ method: z.string(), count: z.number().int(), amount: DecimalStringSchema }),
  ),
  recentTransactions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(TRANSACTION_KINDS),
      reference: z.string(),
      method: z.string().nullable(),
      amount: DecimalStringSchema,
      createdAt: z.string(),
    }),
  ),
  customerWallets: z.object({ count: z.number().int(), total: DecimalStringSchema }),
});
export type PaymentsOverview = z.infer<typeof PaymentsOverviewSchema>;

/** A refund is a till refund's money going back: a negative amount. */
export const PAYMENT_KINDS = ['sale', 'order_payment', 'repayment', 'top_up', 'refund'] as const;
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;

/**
 * GET /api/payments: one payment, the spec's payments entity (docs/product.md "Records":
 * orderId, customerId, amount, method, status, transactionId) read from the row that records
 * it: a till sale, an order, a credit repayment or a wallet top-up. transactionId is the sale or
 * order number, else the ledger row's id.
 */
export const PaymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PAYMENT_KINDS),
  orderId: z.uuid().nullable(),
  customerId: z.uuid().nullable(),
  amount: DecimalStringSchema,
  method: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  transactionId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentListQuerySchema = z.object(pageQueryFields());
export type PaymentListQuery = z.output<typeof PaymentListQuerySchema>;
export const PaymentListResponseSchema = pageOf(PaymentSchema);
export type PaymentListResponse = z.infer<typeof PaymentListResponseSchema>;
