import { z } from 'zod';
import { DecimalStringSchema } from '../money/money-schema';
import { requiredMoney } from '../money/required-money';
import { MONEY_LIMITS } from '../money/limits';

export const WALLET_MESSAGES = {
  amount: 'Amount is required',
  toppedUp: 'Payment Successful',
  topUpFailed: 'Failed to top up wallet',
} as const;

export const CustomerParamsSchema = z.object({ customerId: z.uuid({ error: 'Not found' }) });

export const TopUpSchema = z.object({
  amount: requiredMoney(WALLET_MESSAGES.amount, { max: MONEY_LIMITS.walletBalance }),
  description: z.string().trim().max(200, 'At most 200 characters').optional(),
});
export type TopUpInput = z.input<typeof TopUpSchema>;

export const WalletSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  balance: DecimalStringSchema,
  status: z.enum(['active', 'suspended']),
  createdAt: z.string(),
});
export type Wallet = z.infer<typeof WalletSchema>;
export const WalletListSchema = z.array(WalletSchema);

export const WalletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(['top_up', 'purchase', 'refund']),
  amount: DecimalStringSchema,
  description: z.string().nullable(),
  posSaleId: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

export const WalletLedgerSchema = z.object({
  wallet: WalletSchema,
  transactions: z.array(WalletTransactionSchema),
});
export type WalletLedger = z.infer<typeof WalletLedgerSchema>;

export const TopUpResultSchema = z.object({
  wallet: WalletSchema,
  transaction: WalletTransactionSchema,
});
export type TopUpResult = z.infer<typeof TopUpResultSchema>;
