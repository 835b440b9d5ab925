import { z } from 'zod';
import { fillPhrase, phrase } from '../i18n/phrase';
import { formatRand, type Cents } from '../money/money';
import { DecimalStringSchema } from '../money/money-schema';
import { requiredMoney } from '../money/required-money';
import { pageOf, pageQueryFields } from '../paging/paging';
import { normalizePhone } from '../phone/phone';

/** Value-added services sold from the merchant's wallet: airtime, prepaid electricity, money transfers. */
export const VAS_KINDS = ['airtime', 'electricity', 'send_money'] as const;
export type VasKind = (typeof VAS_KINDS)[number];

export const VAS_KIND_LABELS: Record<VasKind, string> = {
  airtime: 'Airtime',
  electricity: 'Electricity',
  send_money: 'Send Money',
};

export const NETWORKS = ['vodacom', 'mtn', 'cell_c', 'telkom'] as const;
export type Network = (typeof NETWORKS)[number];
export const NETWORK_LABELS: Record<Network, string> = {
  vodacom: 'Vodacom',
  mtn: 'MTN',
  cell_c: 'Cell C',
  telkom: 'Telkom',
};

/** Smallest and largest single purchase, in cents. */
export const VAS_LIMITS: Record<VasKind, { min: Cents; max: Cents }> = {
  airtime: { min: 500, max: 100_000 },
  electricity: { min: 2_000, max: 300_000 },
  send_money: { min: 1_000, max: 300_000 },
};

/** Each service's range message; the amounts are values of the phrase. */
export const VAS_RANGE_MESSAGES: Record<VasKind, string> = {
  airtime: 'Airtime amount must be between {min} and {max}',
  electricity: 'Electricity amount must be between {min} and {max}',
  send_money: 'Send Money amount must be between {min} and {max}',
};

export const VAS_MESSAGES = {
  kind: 'Choose airtime, electricity or send money',
  network: 'Choose the network',
  phone: 'Enter a valid South African cellphone number',
  meter: 'Enter the 11 or 13 digit meter number',
  amount: 'Amount is required',
  range: (kind: VasKind) =>
    fillPhrase(
      phrase(VAS_RANGE_MESSAGES[kind], {
        min: formatRand(VAS_LIMITS[kind].min),
        max: formatRand(VAS_LIMITS[kind].max),
      }),
    ),
  success: 'Payment Successful',
  failed: 'Failed to complete purchase',
  copied: 'Copied',
} as const;

const amountFor = (kind: VasKind) =>
  requiredMoney(VAS_MESSAGES.amount)
    .refine(
      (cents) => cents >= VAS_LIMITS[kind].min && cents <= VAS_LIMITS[kind].max,
      VAS_MESSAGES.range(kind),
    )
    .meta({ description: VAS_MESSAGES.range(kind) });

/** A South African cellphone (06x, 07x, 08x) in any common form, normalised to +27... */
export const CellphoneSchema = z
  .string({ error: VAS_MESSAGES.phone })
  .max(20, VAS_MESSAGES.phone)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone || !/^\+27[6-8]\d{8}$/.test(phone)) {
      ctx.addIssue({ code: 'custom', message: VAS_MESSAGES.phone });
      return z.NEVER;
    }
    return phone;
  })
  .meta({ description: 'A South African cellphone (06x, 07x or 08x): 0821234567 or +27821234567' });

/** An STS prepaid meter number: 11 or 13 digits, spaces and dashes allowed. */
export const MeterNumberSchema = z
  .string({ error: VAS_MESSAGES.meter })
  .max(30, VAS_MESSAGES.meter)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^(\d{11}|\d{13})$/.test(value), VAS_MESSAGES.meter)
  .meta({ description: 'An STS prepaid meter number: 11 or 13 digits; spaces and dashes allowed' });

/** One form per service; the API takes any of them, told apart by kind. */
export const VAS_PURCHASE_SCHEMAS = {
  airtime: z.object({
    kind: z.literal('airtime'),
    network: z.enum(NETWORKS, { error: VAS_MESSAGES.network }),
    phone: CellphoneSchema,
    amount: amountFor('airtime'),
  }),
  electricity: z.object({
    kind: z.literal('electricity'),
    meterNumber: MeterNumberSchema,
    amount: amountFor('electricity'),
  }),
  send_money: z.object({
    kind: z.literal('send_money'),
    phone: CellphoneSchema,
    amount: amountFor('send_money'),
  }),
};

export const VasPurchaseInputSchema = z.discriminatedUnion(
  'kind',
  [VAS_PURCHASE_SCHEMAS.airtime, VAS_PURCHASE_SCHEMAS.electricity, VAS_PURCHASE_SCHEMAS.send_money],
  { error: VAS_MESSAGES.kind },
);
export type VasPurchaseInput = z.input<typeof VasPurchaseInputSchema>;
export type VasPurchaseRequest = z.output<typeof VasPurchaseInputSchema>;

export const VAS_STATUSES = ['pending', 'completed', 'failed'] as const;

export const VasPurchaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(VAS_KINDS),
  amount: DecimalStringSchema,
  status: z.enum(VAS_STATUSES),
  /** The cellphone (+27...) or the meter number. */
  recipient: z.string(),
  network: z.enum(NETWORKS).nullable(),
  /** Airtime voucher PIN or electricity token; null for send money. */
  voucher: z.string().nullable(),
  providerReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  sandbox: z.boolean(),
  createdAt: z.string(),
});
export type VasPurchase = z.infer<typeof VasPurchaseSchema>;

export const VasPurchaseResultSchema = z.object({
  purchase: VasPurchaseSchema,
  walletBalance: DecimalStringSchema,
});
export type VasPurchaseResult = z.infer<typeof VasPurchaseResultSchema>;

export const VasPurchaseListQuerySchema = z.object(pageQueryFields());
export type VasPurchaseListQuery = z.output<typeof VasPurchaseListQuerySchema>;
export const VasPurchaseListSchema = pageOf(VasPurchaseSchema);
export type VasPurchaseList = z.infer<typeof VasPurchaseListSchema>;

export const VasProviderInfoSchema = z.object({
  mode: z.enum(['sandbox', 'live']),
  provider: z.string(),
});
export type VasProviderInfo = z.infer<typeof VasProviderInfoSchema>;

/** "12345678901234567890" -> "1234 5678 9012 3456 7890" for people to read and type. */
export const groupDigits = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
