import {
  ComplianceFolderSchema,
  type ComplianceFolder,
} from '@shared/compliance/compliance.schemas';

/** A whole GET /api/compliance answer for component tests, checked by the shared schema. */
export const complianceFolderFixture = (fields: Partial<ComplianceFolder> = {}) =>
  ComplianceFolderSchema.parse({
    tradingPermit: {
      number: null,
      municipality: null,
      expiresOn: null,
      status: 'missing',
      hasPhoto: false,
    },
    certificateOfAcceptability: {
      number: null,
      expiresOn: null,
      status: 'missing',
      hasPhoto: false,
    },
    pestControlVisitOn: null,
    pestControlHasPhoto: false,
    anyExpired: false,
    updatedAt: null,
    ...fields,
  });
