import { z } from 'zod';
import { fillPhrase, phrase } from '../i18n/phrase';
import { formatRand, type Cents } from '../money/money';
import { DecimalStringSchema } from '../money/money-schema';
import { requiredMoney } from '../money/required-money';

/** Float: money the merchant loads into the wallet to sell airtime and electricity from. */
export const FLOAT_LIMITS: { min: Cents; max: Cents } = { min: 1_000, max: 5_000_000 };

export const FLOAT_MESSAGES = {
  amount: 'Amount is required',
  range: fillPhrase(
    phrase('Float amount must be between {min} and {max}', {
      min: formatRand(FLOAT_LIMITS.min),
      max: formatRand(FLOAT_LIMITS.max),
    }),
  ),
  loaded: 'Float loaded',
  pending: 'Deposit waiting for the provider',
  failed: 'Failed to load float',
  stillPending: 'The provider has not confirmed this deposit yet.',
  notPending: 'This deposit is no longer waiting for the provider',
} as const;

const shortfallFigures = (balance: Cents, amount: Cents) => ({
  balance: formatRand(balance),
  shortfall: formatRand(amount - balance),
});
/** "Your wallet has R0.00, this needs R25.00 more. Load float first." */
export const shortfallMessage = (balance: Cents, amount: Cents) =>
  phrase(
    'Your wallet has {balance}, this needs {shortfall} more. Load float first.',
    shortfallFigures(balance, amount),
  );
/** The server's refusal of a purchase the wallet cannot cover: the same figures. */
export const insufficientFundsMessage = (balance: Cents, amount: Cents) =>
  phrase(
    'Insufficient funds. Your wallet has {balance}, this needs {shortfall} more. Load float first.',
    shortfallFigures(balance, amount),
  );

export const LoadFloatSchema = z.object({
  amount: requiredMoney(FLOAT_MESSAGES.amount).refine(
    (cents) => cents >= FLOAT_LIMITS.min && cents <= FLOAT_LIMITS.max,
    FLOAT_MESSAGES.range,
  ),
});
export type LoadFloat = z.input<typeof LoadFloatSchema>;

export const FLOAT_STATUSES = ['pending', 'completed', 'failed'] as const;

export const FloatDepositSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  amount: DecimalStringSchema,
  status: z.enum(FLOAT_STATUSES),
  /** Quote this when paying the provider; null in the sandbox (loaded at once). */
  depositReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  sandbox: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FloatDeposit = z.infer<typeof FloatDepositSchema>;

export const FloatDepositResultSchema = z.object({
  deposit: FloatDepositSchema,
  walletBalance: DecimalStringSchema,
});
export type FloatDepositResult = z.infer<typeof FloatDepositResultSchema>;

/** The float card: the balance and the deposits still waiting for the provider. */
export const FloatSummarySchema = z.object({
  walletBalance: DecimalStringSchema,
  pending: z.array(FloatDepositSchema),
});
export type FloatSummary = z.infer<typeof FloatSummarySchema>;
