import { z } from 'zod';

/**
 * The shop's compliance folder (issue 33): trading permit, Certificate of Acceptability (R638)
 * and the last pest-control visit. Every part is optional until the shop knows it; dates are
 * Johannesburg days ("YYYY-MM-DD").
 */
export const COMPLIANCE_MESSAGES = {
  date: 'Dates are written YYYY-MM-DD',
  permitNumber: 'The permit number is 1 to 60 characters',
  municipality: 'The municipality is 1 to 120 characters',
  certificateNumber: 'The certificate number is 1 to 60 characters',
  pestControlInFuture: 'The pest-control visit cannot be in the future',
  saved: 'Compliance folder saved',
  linkRevoked: 'Inspector link revoked',
} as const;

const day = z.iso.date({ error: COMPLIANCE_MESSAGES.date });
const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, message);

export const TradingPermitSchema = z.object({
  number: text(60, COMPLIANCE_MESSAGES.permitNumber).nullable().optional(),
  municipality: text(120, COMPLIANCE_MESSAGES.municipality).nullable().optional(),
  expiresOn: day.nullable().optional(),
});

export const CertificateOfAcceptabilitySchema = z.object({
  number: text(60, COMPLIANCE_MESSAGES.certificateNumber).nullable().optional(),
  expiresOn: day.nullable().optional(),
});

/** PUT /api/compliance: the whole folder as the shop knows it now (a missing part is cleared). */
export const ComplianceFolderInputSchema = z.object({
  tradingPermit: TradingPermitSchema.optional(),
  certificateOfAcceptability: CertificateOfAcceptabilitySchema.optional(),
  pestControlVisitOn: day.nullable().optional(),
});
export type ComplianceFolderInput = z.infer<typeof ComplianceFolderInputSchema>;

/** How near a document's expiry is: reminders in the bell at 30 and 7 days, red once expired. */
export const DocumentStatusSchema = z.enum([
  'missing',
  'valid',
  'due_in_30_days',
  'due_in_7_days',
  'expired',
]);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

export const ComplianceDocumentKindSchema = z.enum([
  'trading_permit',
  'certificate_of_acceptability',
  'pest_control',
]);
export type ComplianceDocumentKind = z.infer<typeof ComplianceDocumentKindSchema>;

/** GET /api/compliance (and the answer of PUT). */
export const ComplianceFolderSchema = z.object({
  tradingPermit: z.object({
    number: z.string().nullable(),
    municipality: z.string().nullable(),
    expiresOn: z.iso.date().nullable(),
    status: DocumentStatusSchema,
    hasPhoto: z.boolean(),
  }),
  certificateOfAcceptability: z.object({
    number: z.string().nullable(),
    expiresOn: z.iso.date().nullable(),
    status: DocumentStatusSchema,
    hasPhoto: z.boolean(),
  }),
  pestControlVisitOn: z.iso.date().nullable(),
  pestControlHasPhoto: z.boolean(),
  /** Any document expired: the dashboard shows it red. */
  anyExpired: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ComplianceFolder = z.infer<typeof ComplianceFolderSchema>;

/** POST /api/compliance/inspector-links -> 201. */
export const InspectorLinkSchema = z.object({
  url: z.string(),
  /** Random, at least 22 characters (URL-safe base64 of 16+ bytes). */
  token: z.string().min(22),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type InspectorLink = z.infer<typeof InspectorLinkSchema>;

/** An inspector link is valid this long after it is made. */
export const INSPECTOR_LINK_HOURS = 24;

/** The document a photo belongs to: /api/compliance/photos/{kind}. */
export const CompliancePhotoParamsSchema = z.object({ kind: ComplianceDocumentKindSchema });

/** An inspector link's token, or the id GET /api/compliance/inspector-links gives for it. */
export const InspectorLinkParamsSchema = z.object({
  token: z.string().min(1).max(64).meta({
    description: "The link's token, or its id as GET /api/compliance/inspector-links lists it",
  }),
});

/** GET /api/compliance/inspector-links: the shop's live links, never their tokens. */
export const InspectorLinkSummarySchema = z.object({
  id: z.uuid(),
  /** The token's first characters, to tell links apart. */
  hint: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type InspectorLinkSummary = z.infer<typeof InspectorLinkSummarySchema>;
export const InspectorLinkListSchema = z.array(InspectorLinkSummarySchema);

/** DELETE /api/compliance/inspector-links/{token}: 204, no body. */
export const InspectorLinkRevokedSchema = z.null().meta({ description: 'Revoked' });
