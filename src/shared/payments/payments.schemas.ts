import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';

export const TRANSACTION_KINDS = [
  'sale',
  'order_payment',
  'repayment',
  'top_up',
  'utility',
  'loan_disbursement',
  'loan_repayment',
] as const;

export const TRANSACTION_KIND_LABELS: Record<(typeof TRANSACTION_KINDS)[number], string> = {
  sale: 'Till sale',
  order_payment: 'Order payment',
  repayment: 'Credit repayment',
  top_up: 'Wallet top-up',
  utility: 'Utility purchase',
  loan_disbursement: 'Loan received',
  loan_repayment: 'Loan repayment',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  wallet: 'Wallet',
  credit: 'Credit',
  mobile_money: 'Mobile money',
  bank_transfer: 'Bank transfer',
};

/** Methods whose takings reach the merchant through settlement, not the cash drawer. */
export const SETTLED_METHODS = ['card', 'mobile_money', 'wallet'] as const;

/** The Payments & Wallet page, computed from sales, orders, repayments, top-ups, settlements and loans. */
export const PaymentsOverviewSchema = z.object({
  walletBalance: DecimalStringSchema,
  unsettledTakings: DecimalStringSchema,
  settled: DecimalStringSchema,
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
