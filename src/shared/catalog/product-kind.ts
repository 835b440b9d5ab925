import { z } from 'zod';

// Guardrails on the shelf (issue 33; /work/shared/spaza-rules.md "Running a food shop"): a shop
// without a pharmacy licence sells only Schedule 0 medicines (Medicines and Related Substances
// Act), and only registered household pesticides (Act 36 of 1947, registration "L" and digits).

export const PRODUCT_KINDS = ['general', 'medicine', 'pesticide'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_KIND_MESSAGES = {
  kind: 'Choose general, medicine or pesticide',
  schedule: 'The schedule is a whole number from 0 to 8, as printed on the pack',
  scheduleNotZero: 'Only Schedule 0 medicines may be sold without a pharmacy licence',
  registration:
    'A pesticide needs its registration number under Act 36 of 1947: L followed by digits, as on the label',
  householdUse: 'A shop may sell only pesticides registered for household use: confirm this one is',
  kindNeeded: 'Send the kind with the schedule, the registration number or the household use',
} as const;

/** The highest schedule the Act knows; only Schedule 0 may be sold here. */
export const MAX_MEDICINE_SCHEDULE = 8;

/** A registration as stored: "L" and its digits, nothing else. */
export const PESTICIDE_REGISTRATION_PATTERN = /^L[0-9]{1,8}$/;

/** "L1234", "l 1234" or "L  1234" (as labels print it) to "L1234"; anything else as typed. */
export const normaliseRegistration = (typed: string): string => {
  const compact = typed.trim().replace(/\s+/g, '').toUpperCase();
  return PESTICIDE_REGISTRATION_PATTERN.test(compact) ? compact : typed.trim();
};

export const ProductKindSchema = z.enum(PRODUCT_KINDS, { error: PRODUCT_KIND_MESSAGES.kind });

const schedule = z
  .number({ error: PRODUCT_KIND_MESSAGES.schedule })
  .int(PRODUCT_KIND_MESSAGES.schedule)
  .min(0, PRODUCT_KIND_MESSAGES.schedule)
  .max(MAX_MEDICINE_SCHEDULE, PRODUCT_KIND_MESSAGES.schedule)
  .nullish()
  .transform((value) => value ?? null);

const registration = z
  .string({ error: PRODUCT_KIND_MESSAGES.registration })
  .max(40, PRODUCT_KIND_MESSAGES.registration)
  .nullish()
  .transform((value) => (value?.trim() ? normaliseRegistration(value) : null));

/** A product's kind and what each kind declares, as a new product sends them. */
export const productKindFields = {
  kind: ProductKindSchema.default('general'),
  /** A medicine: the schedule the pack shows (0..8). */
  medicineSchedule: schedule,
  /** A pesticide: its registration number, stored as "L1234". */
  pesticideRegistration: registration,
  /** A pesticide: the owner declares it is registered for household use. */
  pesticideHouseholdUse: z.boolean({ error: PRODUCT_KIND_MESSAGES.householdUse }).default(false),
};

/** The same fields in an edit: each optional, the kind sent with any of the others. */
export const productKindEdits = {
  kind: ProductKindSchema.optional(),
  medicineSchedule: schedule.optional(),
  pesticideRegistration: registration.optional(),
  pesticideHouseholdUse: z.boolean({ error: PRODUCT_KIND_MESSAGES.householdUse }).optional(),
};

export interface KindFields {
  kind: ProductKind;
  medicineSchedule: number | null;
  pesticideRegistration: string | null;
  pesticideHouseholdUse: boolean;
}

export interface KindIssue {
  path: keyof KindFields;
  message: string;
}

/** Why a product of this kind may not be on the shelf; empty when it may. */
export function kindIssues(p: KindFields): KindIssue[] {
  if (p.kind === 'medicine' && p.medicineSchedule !== 0) {
    return [{ path: 'medicineSchedule', message: PRODUCT_KIND_MESSAGES.scheduleNotZero }];
  }
  if (p.kind !== 'pesticide') return [];
  const issues: KindIssue[] = [];
  if (!PESTICIDE_REGISTRATION_PATTERN.test(p.pesticideRegistration ?? '')) {
    issues.push({ path: 'pesticideRegistration', message: PRODUCT_KIND_MESSAGES.registration });
  }
  if (!p.pesticideHouseholdUse) {
    issues.push({ path: 'pesticideHouseholdUse', message: PRODUCT_KIND_MESSAGES.householdUse });
  }
  return issues;
}

/** What is stored: a general product keeps none of the declarations, each kind only its own. */
export const keptKindFields = (p: KindFields): KindFields => ({
  kind: p.kind,
  medicineSchedule: p.kind === 'medicine' ? p.medicineSchedule : null,
  pesticideRegistration: p.kind === 'pesticide' ? p.pesticideRegistration : null,
  pesticideHouseholdUse: p.kind === 'pesticide' && p.pesticideHouseholdUse,
});

type KindEdit = Partial<KindFields>;

/**
 * An edit's kind fields: a declaration needs its kind (the rules are judged on the kind and its
 * declarations together); with the kind, the same rules as a new product.
 */
export function kindEditIssues(edit: KindEdit): KindIssue[] {
  if (edit.kind === undefined) {
    const declares =
      edit.medicineSchedule !== undefined ||
      edit.pesticideRegistration !== undefined ||
      edit.pesticideHouseholdUse !== undefined;
    return declares ? [{ path: 'kind', message: PRODUCT_KIND_MESSAGES.kindNeeded }] : [];
  }
  return kindIssues(kindOfEdit(edit as KindEdit & { kind: ProductKind }));
}

/** An edit that names its kind, its missing declarations taken as none. */
export const kindOfEdit = (edit: KindEdit & { kind: ProductKind }): KindFields => ({
  kind: edit.kind,
  medicineSchedule: edit.medicineSchedule ?? null,
  pesticideRegistration: edit.pesticideRegistration ?? null,
  pesticideHouseholdUse: edit.pesticideHouseholdUse ?? false,
});

/** A zod check adding each issue at its field. */
export const refineKind =
  <T>(issuesOf: (value: T) => KindIssue[]) =>
  (value: T, ctx: z.RefinementCtx) => {
    for (const issue of issuesOf(value)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  };

/** The kind fields a product answers with. */
export const productKindOutput = {
  kind: ProductKindSchema,
  medicineSchedule: z.number().int().nullable(),
  pesticideRegistration: z.string().nullable(),
  pesticideHouseholdUse: z.boolean(),
};
