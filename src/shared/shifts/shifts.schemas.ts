import { z } from 'zod';
import { DecimalStringSchema, moneySchema } from '../money/money-schema';
import { MONEY_LIMITS } from '../money/limits';
import { pageOf, pageQueryFields } from '../paging/paging';
import { countedCents } from './cash-count';
import {
  CASH_DENOMINATIONS,
  CASH_MOVEMENT_TYPES,
  MAX_DENOMINATION_COUNT,
  SHIFT_MESSAGES,
  SHIFT_MOVEMENT_KINDS,
  SHIFT_MOVEMENT_METHODS,
  SHIFT_STATUSES,
} from './shift-constants';

export * from './shift-constants';

/** POST /api/shifts: the float counted into the drawer (zero allowed). */
export const OpenShiftSchema = z.object({
  openingFloat: moneySchema({ max: MONEY_LIMITS.sale, label: 'Amount', allowZero: true }),
});
export type OpenShift = z.input<typeof OpenShiftSchema>;

/** POST /api/shifts/{id}/cash-movements: change put in, or money taken out, with why. */
export const CreateCashMovementSchema = z.object({
  type: z.enum(CASH_MOVEMENT_TYPES, {
    error: `type must be one of: ${CASH_MOVEMENT_TYPES.join(', ')}`,
  }),
  amount: moneySchema({ max: MONEY_LIMITS.sale, allowZero: false }),
  reason: z
    .string({ error: SHIFT_MESSAGES.reasonRequired })
    .trim()
    .min(1, SHIFT_MESSAGES.reasonRequired)
    .max(200, 'At most 200 characters'),
});
export type CreateCashMovement = z.input<typeof CreateCashMovementSchema>;

const DenominationCountsSchema = z
  .object(
    Object.fromEntries(
      CASH_DENOMINATIONS.map((cents) => [
        String(cents),
        z
          .number({ error: 'Each count must be a whole number' })
          .int('Each count must be a whole number')
          .min(0, 'Each count must be a whole number')
          .max(MAX_DENOMINATION_COUNT, `At most ${MAX_DENOMINATION_COUNT}`)
          .optional(),
      ]),
    ) as Record<`${(typeof CASH_DENOMINATIONS)[number]}`, z.ZodOptional<z.ZodNumber>>,
  )
  .strict()
  .meta({ description: 'How many of each note and coin, keyed by its value in cents' });

/** POST /api/shifts/{id}/close: the blind count, optionally by note and coin. */
export const CloseShiftSchema = z
  .object({
    countedCash: moneySchema({ max: MONEY_LIMITS.sale, label: 'Amount', allowZero: true }),
    countedNotes: DenominationCountsSchema.nullish(),
  })
  .refine(
    (close) => !close.countedNotes || countedCents(close.countedNotes) === close.countedCash,
    {
      message: SHIFT_MESSAGES.countMismatch,
      path: ['countedNotes'],
    },
  );
export type CloseShift = z.input<typeof CloseShiftSchema>;

export const ShiftListQuerySchema = z.object(pageQueryFields());

/** Who did it: a staff member, or the owner (id null). */
export const ShiftPersonSchema = z.object({ id: z.uuid().nullable(), name: z.string() });
export type ShiftPerson = z.infer<typeof ShiftPersonSchema>;

const MethodTotalsSchema = z.object({
  cash: DecimalStringSchema,
  card: DecimalStringSchema,
  wallet: DecimalStringSchema,
  credit: DecimalStringSchema,
});

export const CashMovementSchema = z.object({
  id: z.uuid(),
  shiftId: z.uuid(),
  type: z.enum(CASH_MOVEMENT_TYPES),
  amount: DecimalStringSchema,
  reason: z.string(),
  by: ShiftPersonSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type CashMovement = z.infer<typeof CashMovementSchema>;

/** A card or QR (mobile money) taking, to match with the card machine's own batch. */
export const ShiftTakingSchema = z.object({
  kind: z.enum(SHIFT_MOVEMENT_KINDS),
  method: z.enum(SHIFT_MOVEMENT_METHODS),
  amount: DecimalStringSchema,
  /** The sale, credit note or repayment it came from: "S-000123", "CN-000004". */
  reference: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type ShiftTaking = z.infer<typeof ShiftTakingSchema>;

export const ShiftPersonFiguresSchema = z.object({
  person: ShiftPersonSchema,
  salesCount: z.number().int(),
  salesTotal: DecimalStringSchema,
  refunds: DecimalStringSchema,
  cashIn: DecimalStringSchema,
  cashOut: DecimalStringSchema,
});

/**
 * A shift with its figures: the X report while open, the Z report once closed. Expected cash =
 * opening float + cash in - cash out; the difference is counted - expected (negative: short).
 */
export const ShiftSchema = z.object({
  id: z.uuid(),
  /** 1, 2, 3... per shop. */
  number: z.number().int(),
  status: z.enum(SHIFT_STATUSES),
  drawer: z.string(),
  openedAt: z.iso.datetime({ offset: true }),
  openingFloat: DecimalStringSchema,
  openedBy: ShiftPersonSchema,
  /** Opened by a sale with no shift open, with a zero float. */
  openedAutomatically: z.boolean(),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  closedBy: ShiftPersonSchema.nullable(),
  expectedCash: DecimalStringSchema,
  /** Null until the close. */
  countedCash: DecimalStringSchema.nullable(),
  countedNotes: z.record(z.string(), z.number().int()).nullable(),
  difference: DecimalStringSchema.nullable(),
  cashIn: DecimalStringSchema,
  cashOut: DecimalStringSchema,
  /** Till sales taken by each method (VAT included). */
  totalsByMethod: MethodTotalsSchema,
  salesCount: z.number().int(),
  salesTotal: DecimalStringSchema,
  /** VAT of the sales less the VAT of the refunds. */
  vat: DecimalStringSchema,
  /** Money given back (all methods), voids included. */
  refunds: DecimalStringSchema,
  refundsCount: z.number().int(),
  voids: DecimalStringSchema,
  voidsCount: z.number().int(),
  /** Sales on the book. */
  creditGiven: DecimalStringSchema,
  /** Credit repayments (BNPL instalments among them), by how they were paid. */
  repayments: z.object({
    cash: DecimalStringSchema,
    card: DecimalStringSchema,
    mobile_money: DecimalStringSchema,
  }),
  walletTopUps: DecimalStringSchema,
  vasSold: DecimalStringSchema,
  payIns: DecimalStringSchema,
  payOuts: DecimalStringSchema,
  cashMovements: z.array(CashMovementSchema),
  cardTakings: z.array(ShiftTakingSchema),
  byPerson: z.array(ShiftPersonFiguresSchema),
});
export type Shift = z.infer<typeof ShiftSchema>;

/** GET /api/shifts: newest first, each with its difference, so a pattern of shortfalls shows. */
export const ShiftSummarySchema = ShiftSchema.pick({
  id: true,
  number: true,
  status: true,
  drawer: true,
  openedAt: true,
  openedBy: true,
  openedAutomatically: true,
  closedAt: true,
  closedBy: true,
  openingFloat: true,
  expectedCash: true,
  countedCash: true,
  difference: true,
  salesTotal: true,
});
export type ShiftSummary = z.infer<typeof ShiftSummarySchema>;
export const ShiftListSchema = pageOf(ShiftSummarySchema);
export type ShiftList = z.infer<typeof ShiftListSchema>;
