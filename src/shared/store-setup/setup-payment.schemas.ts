import { z } from 'zod';
import { POS_PAYMENT_METHODS, PosPaymentMethodSchema } from '../pos/pos.schemas';

/**
 * Step 3 of the Setup Wizard: which payment methods the shop takes and how it gets paid. Only
 * what the till can take is offered; the till then offers exactly these (wallet: the shop keeps
 * customer wallets). The shop settings change them later.
 */
export const SHOP_PAYMENT_METHODS = POS_PAYMENT_METHODS;
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number];

export const PAYOUT_METHODS = ['wallet', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const SA_BANKS = [
  'Absa',
  'African Bank',
  'Capitec',
  'Discovery Bank',
  'FNB',
  'Nedbank',
  'Standard Bank',
  'TymeBank',
] as const;

export const SETUP_PAYMENT_MESSAGES = {
  methods: 'Choose at least one payment method',
  method: 'Unknown payment method',
  payout: 'Choose how you get paid',
  required: 'Payment info is required',
  duplicate: 'Choose each payment method once',
  bank: 'Choose your bank',
  accountNumber: 'Enter your account number: 6 to 16 digits',
} as const;

const ACCOUNT_NUMBER = /^\d{6,16}$/;

/** The methods a shop takes: at least one, each once, each one the till can take. */
export const ShopPaymentMethodsSchema = z
  .array(z.enum(SHOP_PAYMENT_METHODS, { error: SETUP_PAYMENT_MESSAGES.method }), {
    error: SETUP_PAYMENT_MESSAGES.methods,
  })
  .min(1, SETUP_PAYMENT_MESSAGES.methods)
  .max(SHOP_PAYMENT_METHODS.length, SETUP_PAYMENT_MESSAGES.method)
  .refine((methods) => new Set(methods).size === methods.length, SETUP_PAYMENT_MESSAGES.duplicate);

/** The methods as the till lists them (its order), whatever order they were ticked in. */
export const inTillOrder = (methods: readonly string[]): ShopPaymentMethod[] =>
  SHOP_PAYMENT_METHODS.filter((method) => methods.includes(method));

export const SetupPaymentSchema = z
  .object(
    {
      methods: ShopPaymentMethodsSchema,
      payout: z.enum(PAYOUT_METHODS, { error: SETUP_PAYMENT_MESSAGES.payout }),
      bankName: z.enum(SA_BANKS, { error: SETUP_PAYMENT_MESSAGES.bank }).nullish(),
      /** Spaces are allowed while typing ("1234 5678 90") and dropped. */
      accountNumber: z
        .string({ error: SETUP_PAYMENT_MESSAGES.accountNumber })
        .max(30, SETUP_PAYMENT_MESSAGES.accountNumber)
        .nullish()
        .transform((value) => value?.replace(/\s+/g, '') || null),
    },
    { error: SETUP_PAYMENT_MESSAGES.required },
  )
  .superRefine((payment, ctx) => {
    if (payment.payout !== 'bank') return;
    if (!payment.bankName) {
      ctx.addIssue({ code: 'custom', path: ['bankName'], message: SETUP_PAYMENT_MESSAGES.bank });
    }
    if (!payment.accountNumber || !ACCOUNT_NUMBER.test(payment.accountNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: SETUP_PAYMENT_MESSAGES.accountNumber,
      });
    }
  })
  // Paid into the wallet: bank details typed before switching are not kept.
  .transform((payment) =>
    payment.payout === 'bank'
      ? { ...payment, bankName: payment.bankName ?? null }
      : { ...payment, bankName: null, accountNumber: null },
  );
export type SetupPaymentInput = z.input<typeof SetupPaymentSchema>;
export type SetupPayment = z.output<typeof SetupPaymentSchema>;

/** A shop that has not chosen yet (the spec's completion payload has no payment): cash only. */
export const CASH_ONLY: SetupPayment = {
  methods: ['cash'],
  payout: 'wallet',
  bankName: null,
  accountNumber: null,
};

/** As stored and answered. */
export const SetupPaymentRecordSchema = z.object({
  methods: z.array(PosPaymentMethodSchema),
  payout: z.enum(PAYOUT_METHODS),
  bankName: z.enum(SA_BANKS).nullable(),
  accountNumber: z.string().nullable(),
});
