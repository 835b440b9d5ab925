import { z } from 'zod';
import {
  COMPLIANCE_MESSAGES,
  ComplianceFolderInputSchema,
  type ComplianceFolder,
  type ComplianceFolderInput,
} from '@shared/compliance/compliance.schemas';
import { visitInFuture } from '@shared/compliance/document-status';

/** The form's fields as typed, in the shape PUT /api/compliance takes (empty: not known yet). */
export interface FolderValues {
  tradingPermit: { number: string; municipality: string; expiresOn: string };
  certificateOfAcceptability: { number: string; expiresOn: string };
  pestControlVisitOn: string;
}

export const valuesOf = (folder: ComplianceFolder): FolderValues => ({
  tradingPermit: {
    number: folder.tradingPermit.number ?? '',
    municipality: folder.tradingPermit.municipality ?? '',
    expiresOn: folder.tradingPermit.expiresOn ?? '',
  },
  certificateOfAcceptability: {
    number: folder.certificateOfAcceptability.number ?? '',
    expiresOn: folder.certificateOfAcceptability.expiresOn ?? '',
  },
  pestControlVisitOn: folder.pestControlVisitOn ?? '',
});

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** Every part sent, an empty field cleared. */
const inputOf = (values: FolderValues): ComplianceFolderInput => ({
  tradingPermit: {
    number: orNull(values.tradingPermit.number),
    municipality: orNull(values.tradingPermit.municipality),
    expiresOn: orNull(values.tradingPermit.expiresOn),
  },
  certificateOfAcceptability: {
    number: orNull(values.certificateOfAcceptability.number),
    expiresOn: orNull(values.certificateOfAcceptability.expiresOn),
  },
  pestControlVisitOn: orNull(values.pestControlVisitOn),
});

/**
 * The form's check: the shared schema on what would be sent, and a visit not after `today`, as
 * the server refuses it. Its issues keep the fields' paths, so each shows at its field.
 */
export const folderFormSchema = (today: string) =>
  z
    .custom<FolderValues>()
    .transform(inputOf)
    .pipe(
      ComplianceFolderInputSchema.refine(
        (input) => !visitInFuture(input.pestControlVisitOn, today),
        {
          message: COMPLIANCE_MESSAGES.pestControlInFuture,
          path: ['pestControlVisitOn'],
          // Beside the other fields' issues, so every refusal shows at once.
          when: () => true,
        },
      ),
    );
