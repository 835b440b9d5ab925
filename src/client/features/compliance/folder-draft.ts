import {
  COMPLIANCE_MESSAGES,
  ComplianceFolderInputSchema,
  type ComplianceFolder,
  type ComplianceFolderInput,
} from '@shared/compliance/compliance.schemas';

/** The form's fields, as typed (empty for not known yet). */
export interface FolderDraft {
  permitNumber: string;
  municipality: string;
  permitExpiresOn: string;
  certificateNumber: string;
  certificateExpiresOn: string;
  pestControlVisitOn: string;
}
export type DraftField = keyof FolderDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const draftOf = (folder: ComplianceFolder): FolderDraft => ({
  permitNumber: folder.tradingPermit.number ?? '',
  municipality: folder.tradingPermit.municipality ?? '',
  permitExpiresOn: folder.tradingPermit.expiresOn ?? '',
  certificateNumber: folder.certificateOfAcceptability.number ?? '',
  certificateExpiresOn: folder.certificateOfAcceptability.expiresOn ?? '',
  pestControlVisitOn: folder.pestControlVisitOn ?? '',
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What PUT /api/compliance takes: every part sent, an empty field cleared. */
export const inputOf = (draft: FolderDraft): ComplianceFolderInput => ({
  tradingPermit: {
    number: orNull(draft.permitNumber),
    municipality: orNull(draft.municipality),
    expiresOn: orNull(draft.permitExpiresOn),
  },
  certificateOfAcceptability: {
    number: orNull(draft.certificateNumber),
    expiresOn: orNull(draft.certificateExpiresOn),
  },
  pestControlVisitOn: orNull(draft.pestControlVisitOn),
});

/** Each field of the shared schema's paths. */
const FIELD_OF: Record<string, DraftField> = {
  'tradingPermit.number': 'permitNumber',
  'tradingPermit.municipality': 'municipality',
  'tradingPermit.expiresOn': 'permitExpiresOn',
  'certificateOfAcceptability.number': 'certificateNumber',
  'certificateOfAcceptability.expiresOn': 'certificateExpiresOn',
  pestControlVisitOn: 'pestControlVisitOn',
};

/**
 * The folder to send, checked by the shared schema (and a visit not after today, as the server
 * refuses it), or each field's message in English (the form shows it translated).
 */
export function checkDraft(
  draft: FolderDraft,
  today: string,
): { input: ComplianceFolderInput; errors: null } | { input: null; errors: DraftErrors } {
  const input = inputOf(draft);
  const parsed = ComplianceFolderInputSchema.safeParse(input);
  const errors: DraftErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = FIELD_OF[issue.path.join('.')];
    if (field) errors[field] ??= issue.message;
  }
  const visit = input.pestControlVisitOn;
  if (!errors.pestControlVisitOn && visit && visit > today) {
    errors.pestControlVisitOn = COMPLIANCE_MESSAGES.pestControlInFuture;
  }
  return Object.keys(errors).length > 0 ? { input: null, errors } : { input, errors: null };
}
